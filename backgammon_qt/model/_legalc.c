/* The compiled fast path of the legal-play generator (backgammon_qt/model/legal.py).
 *
 * The same search as legal.py's _pair (two different dice) and _generate
 * (doubles), in the same order, with the same dedupe by signature (the
 * mover's 26 counts after the play, the bitmask of the points hit, the die
 * of a one-die play) and the larger-die rule; it builds the Play, Position
 * and Move objects of the Python model itself, so callers cannot tell the
 * two apart.  The pure-Python model stays the reference: legal.py uses this
 * module only when it imports, tests/model/test_model_legal_fast.py checks
 * the two give the same plays in the same order, and anything this code is
 * not sure of (a side with more than MAX_CHECKERS checkers, more distinct
 * plays than its table holds, a call made while another is running) returns
 * None so that legal.py runs the Python search instead.
 *
 * written() is the compiled turn.py _written_play_py: a play written in a
 * file made step by step on the counts (every replayed move goes through
 * it); tests/model/test_model_turn_written.py checks the two agree.
 *
 * Rules: ../shared/RULES.md, "Moving" and "Bearing off".  Point numbers are
 * the mover's: 1..24, 25 = bar, 0 = off.
 *
 * The search's tables are static, and building the answer's objects can run
 * Python code (a collector pass runs gc.callbacks and finalizers), during
 * which another thread can take the GIL or the same thread can call in
 * again: `busy` marks a call in progress, and a call that finds it set
 * returns None (the Python search) rather than touch the tables.  A build
 * without the GIL (free-threaded Python) is not supported.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>
#include <string.h>

#define BAR 25
#define MAX_FOUND 8192    /* distinct plays kept (gnubg's MAX_MOVES is 3060) */
#define TABLE_SIZE 16384  /* hash slots, a power of two, twice MAX_FOUND */
#define MAX_SINGLES 64    /* one-die plays of two different dice: at most 2 x 25 */
#define MAX_CHECKERS 30   /* checkers a side may have: every count, after any
                             play, is then 0..MAX_CHECKERS, an index of ints[] */

typedef struct {
    uint8_t me[26];
    uint8_t die;
    uint8_t n;           /* moves in the play */
    uint32_t hits;       /* bitmask of the mover's points hit */
    uint8_t mv[4][3];    /* each move: from point, die, hit */
} Entry;

/* What legal.py may ask of this build: 2 = written() returns the Play, and can_play(). */
#define LEGALC_API_VERSION 2

static PyTypeObject *position_type, *play_type;
static Py_ssize_t off_player, off_opponent, off_moves, off_position;
static PyObject *moves_table[26][7][2]; /* owned references: legal.py's _MOVES */
static PyObject *ints[MAX_CHECKERS + 1];
static int busy; /* a plays(), signatures(), written() or can_play() call is running (see above) */

static Entry found[MAX_FOUND];
static int n_found;
static int32_t slot_index[TABLE_SIZE];
static uint32_t slot_stamp[TABLE_SIZE];
static uint32_t stamp;
static Entry singles[MAX_SINGLES];
static int n_singles;
static int overflow;

/* the search state */
static uint8_t me[26];
static uint8_t blocked[26], blot[26];
static uint8_t steps[4][3];
static int best, depth, die_d;

static void
reset_found(void)
{
    n_found = 0;
    stamp++;
    if (stamp == 0) { /* wrapped: clear the stamps once */
        memset(slot_stamp, 0, sizeof slot_stamp);
        stamp = 1;
    }
}

static uint32_t
hash_key(const uint8_t *m, uint32_t hits)
{
    uint64_t h = 1469598103934665603ULL ^ hits;
    for (int i = 0; i < 26; i++) {
        h ^= m[i];
        h *= 1099511628211ULL;
    }
    return (uint32_t)(h ^ (h >> 29));
}

/* Keep the play in `steps[0..n)` leading to `me` with `hits`, unless one with
 * the same signature was kept already (the first found wins). */
static void
add_found(uint32_t hits, int n)
{
    uint32_t i = hash_key(me, hits) & (TABLE_SIZE - 1);
    while (slot_stamp[i] == stamp) {
        Entry *e = &found[slot_index[i]];
        if (e->hits == hits && memcmp(e->me, me, 26) == 0)
            return;
        i = (i + 1) & (TABLE_SIZE - 1);
    }
    if (n_found >= MAX_FOUND) {
        overflow = 1;
        return;
    }
    Entry *e = &found[n_found];
    memcpy(e->me, me, 26);
    e->die = 0;
    e->n = (uint8_t)n;
    e->hits = hits;
    memcpy(e->mv, steps, sizeof e->mv);
    slot_stamp[i] = stamp;
    slot_index[i] = n_found++;
}

static void
add_single(uint32_t hits, int die)
{
    for (int k = 0; k < n_singles; k++) {
        Entry *e = &singles[k];
        if (e->die == die && e->hits == hits && memcmp(e->me, me, 26) == 0)
            return;
    }
    if (n_singles >= MAX_SINGLES) {
        overflow = 1;
        return;
    }
    Entry *e = &singles[n_singles++];
    memcpy(e->me, me, 26);
    e->die = (uint8_t)die;
    e->n = 1;
    e->hits = hits;
    memcpy(e->mv, steps, sizeof e->mv);
}

static int
home_above(int s)
{ /* any of the mover's checkers on s+1..6 */
    for (int q = s + 1; q <= 6; q++)
        if (me[q])
            return 1;
    return 0;
}

/* legal.py's _pair: two different dice, a then b, then b then a. */
static int
search_pair(int d1, int d2)
{
    int outside0 = 0;
    for (int p = 7; p <= 25; p++)
        outside0 += me[p];
    for (int order = 0; order < 2; order++) {
        int a = order ? d2 : d1, b = order ? d1 : d2;
        int swapped = order && !me[BAR];
        int top = me[BAR] ? BAR : 24, bottom = me[BAR] ? BAR : 1;
        for (int s = top; s >= bottom; s--) {
            if (!me[s])
                continue;
            int t = s - a, hit;
            if (t > 0) {
                if (blocked[t])
                    continue;
                hit = blot[t];
            } else {
                if (outside0)
                    continue;
                if (t < 0) {
                    if (home_above(s))
                        continue;
                    t = 0;
                }
                hit = 0;
            }
            steps[0][0] = (uint8_t)s; steps[0][1] = (uint8_t)a; steps[0][2] = (uint8_t)hit;
            me[s]--;
            me[t]++;
            int outside = (s > 6 && t <= 6) ? outside0 - 1 : outside0;
            uint32_t h1 = hit ? (1u << t) : 0;
            int second = 0;
            int top2 = me[BAR] ? BAR : 24, bottom2 = me[BAR] ? BAR : 1;
            for (int s2 = top2; s2 >= bottom2; s2--) {
                if (!me[s2])
                    continue;
                int t2 = s2 - b, hit2;
                uint32_t h;
                if (t2 > 0) {
                    if (blocked[t2])
                        continue;
                    hit2 = blot[t2] && !((h1 >> t2) & 1);
                    h = hit2 ? (h1 | (1u << t2)) : h1;
                } else {
                    if (outside)
                        continue;
                    if (t2 < 0) {
                        if (home_above(s2))
                            continue;
                        t2 = 0;
                    }
                    hit2 = 0;
                    h = h1;
                }
                second = 1;
                if (swapped && t && t2 && s2 != t)
                    continue; /* the same play as s2 first, then s */
                me[s2]--;
                me[t2]++;
                steps[1][0] = (uint8_t)s2; steps[1][1] = (uint8_t)b; steps[1][2] = (uint8_t)hit2;
                add_found(h, 2);
                me[s2]++;
                me[t2]--;
            }
            if (!second && !n_found)
                add_single(h1, a);
            me[s]++;
            me[t]--;
        }
    }
    if (n_found)
        return 2;
    return n_singles ? 1 : 0;
}

/* legal.py's _generate for equal dice: sources never above the last one. */
static void
rec(int i, int top, int outside, uint32_t hits)
{
    int last = i == depth - 1, used = 0, d = die_d;
    int hi = me[BAR] ? BAR : top, lo = me[BAR] ? BAR : 1;
    for (int s = hi; s >= lo; s--) {
        if (!me[s])
            continue;
        int t = s - d, hit;
        uint32_t h;
        if (t > 0) {
            if (blocked[t])
                continue;
            hit = blot[t] && !((hits >> t) & 1);
            h = hit ? (hits | (1u << t)) : hits;
        } else {
            if (outside)
                continue;
            if (t < 0) {
                if (home_above(s))
                    continue;
                t = 0;
            }
            hit = 0;
            h = hits;
        }
        used = 1;
        me[s]--;
        me[t]++;
        steps[i][0] = (uint8_t)s; steps[i][1] = (uint8_t)d; steps[i][2] = (uint8_t)hit;
        if (last) {
            if (depth > best) {
                best = depth;
                reset_found();
            }
            add_found(h, depth);
        } else {
            rec(i + 1, s, (s > 6 && t <= 6) ? outside - 1 : outside, h);
        }
        me[s]++;
        me[t]--;
    }
    if (!used && i >= best) {
        if (i > best) {
            best = i;
            reset_found();
        }
        add_found(hits, i);
    }
}

static PyObject *
new_with(PyTypeObject *type, Py_ssize_t off_a, PyObject *a, Py_ssize_t off_b, PyObject *b)
{ /* object.__new__(type) with two slots set; steals a and b */
    PyObject *obj = type->tp_alloc(type, 0);
    if (obj == NULL) {
        Py_DECREF(a);
        Py_DECREF(b);
        return NULL;
    }
    *(PyObject **)((char *)obj + off_a) = a;
    *(PyObject **)((char *)obj + off_b) = b;
    return obj;
}

static PyObject *
moves_of(const Entry *e)
{
    PyObject *moves = PyTuple_New(e->n);
    if (moves == NULL)
        return NULL;
    for (int k = 0; k < e->n; k++) {
        PyObject *m = moves_table[e->mv[k][0]][e->mv[k][1]][e->mv[k][2]];
        Py_INCREF(m);
        PyTuple_SET_ITEM(moves, k, m);
    }
    return moves;
}

static PyObject *
build_play(const Entry *e, PyObject *opponent)
{
    PyObject *player = PyTuple_New(26);
    if (player == NULL)
        return NULL;
    for (int p = 0; p < 26; p++) {
        PyObject *v = ints[e->me[p]];
        Py_INCREF(v);
        PyTuple_SET_ITEM(player, p, v);
    }
    PyObject *opp;
    if (e->hits) {
        opp = PyTuple_New(26);
        if (opp == NULL) {
            Py_DECREF(player);
            return NULL;
        }
        int bar_extra = 0;
        for (int p = 0; p < 26; p++) {
            int hit_here = p >= 1 && p <= 24 && ((e->hits >> (25 - p)) & 1);
            PyObject *v;
            if (hit_here) {
                v = ints[0];
                bar_extra++;
                Py_INCREF(v);
            } else if (p != BAR) {
                v = PyTuple_GET_ITEM(opponent, p);
                Py_INCREF(v);
            } else {
                v = NULL; /* set below */
            }
            if (v != NULL)
                PyTuple_SET_ITEM(opp, p, v);
        }
        PyObject *bar = PyNumber_Add(PyTuple_GET_ITEM(opponent, BAR), ints[bar_extra]);
        if (bar == NULL) {
            Py_DECREF(player);
            Py_DECREF(opp); /* a NULL item is fine for tuple dealloc */
            return NULL;
        }
        PyTuple_SET_ITEM(opp, BAR, bar);
    } else {
        opp = opponent;
        Py_INCREF(opp);
    }
    /* tuples of ints cannot be part of a cycle: the collector would untrack
     * them at its next pass (_PyTuple_MaybeUntrack); doing it now spares that
     * pass their traversal (a roll of doubles can make hundreds) */
    PyObject_GC_UnTrack(player);
    if (opp != opponent)
        PyObject_GC_UnTrack(opp);
    PyObject *position = new_with(position_type, off_player, player, off_opponent, opp);
    if (position == NULL)
        return NULL;
    PyObject *moves = moves_of(e);
    if (moves == NULL) {
        Py_DECREF(position);
        return NULL;
    }
    return new_with(play_type, off_moves, moves, off_position, position);
}

static int
read_side(PyObject *side, long *out)
{ /* 26 ints 0..MAX_CHECKERS into out, adding up to at most MAX_CHECKERS (a
   * play only moves checkers between the 26 counts, so none can pass it);
   * 0 when they are not (the caller falls back) */
    if (!PyTuple_CheckExact(side) || PyTuple_GET_SIZE(side) != 26)
        return 0;
    long total = 0;
    for (int p = 0; p < 26; p++) {
        PyObject *v = PyTuple_GET_ITEM(side, p);
        if (!PyLong_CheckExact(v))
            return 0;
        int ovf = 0;
        long n = PyLong_AsLongAndOverflow(v, &ovf);
        if (ovf || n < 0 || n > MAX_CHECKERS)
            return 0;
        total += n;
        if (total > MAX_CHECKERS)
            return 0;
        out[p] = n;
    }
    return 1;
}

/* The search of legal.py's _signatures (without the least-waste option) on
 * the two sides' counts: sets `result`, `n_result`, `larger_only` (keep only
 * entries of this die, or 0 for all) and returns max_moves; -1 with an
 * exception set, -2 when the caller should run the Python search. */
static const Entry *result;
static int n_result, larger_only;

static int
run_search(PyObject *const *args, Py_ssize_t nargs)
{
    if (position_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "_legalc.setup() was not called");
        return -1;
    }
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "takes player, opponent, d1, d2");
        return -1;
    }
    long mine[26], theirs[26];
    if (!read_side(args[0], mine) || !read_side(args[1], theirs))
        return -2;
    long d1 = PyLong_AsLong(args[2]), d2 = PyLong_AsLong(args[3]);
    if ((d1 == -1 || d2 == -1) && PyErr_Occurred())
        return -1;
    if (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6) {
        PyErr_SetString(PyExc_ValueError, "dice must be 1..6");
        return -1;
    }
    for (int p = 0; p < 26; p++)
        me[p] = (uint8_t)mine[p];
    memset(blocked, 0, sizeof blocked);
    memset(blot, 0, sizeof blot);
    for (int p = 1; p <= 24; p++) {
        long n = theirs[25 - p];
        if (n >= 2)
            blocked[p] = 1;
        else if (n == 1)
            blot[p] = 1;
    }
    reset_found();
    n_singles = 0;
    overflow = 0;
    int max_moves;
    if (d1 != d2) {
        max_moves = search_pair((int)d1, (int)d2);
        result = max_moves == 2 ? found : singles;
        n_result = max_moves == 2 ? n_found : n_singles;
    } else {
        int outside = 0;
        for (int p = 7; p <= 25; p++)
            outside += me[p];
        best = 0;
        depth = 4;
        die_d = (int)d1;
        rec(0, 24, outside, 0);
        max_moves = best;
        result = found;
        n_result = max_moves ? n_found : 0;
    }
    if (overflow)
        return -2;
    larger_only = 0;
    if (max_moves == 1 && d1 != d2) {
        int larger = d1 > d2 ? (int)d1 : (int)d2;
        for (int k = 0; k < n_result; k++)
            if (result[k].die == larger)
                larger_only = larger;
    }
    return max_moves;
}

static PyObject *
pair_with(int max_moves, PyObject *second)
{ /* (max_moves, second), stealing second */
    if (second == NULL)
        return NULL;
    PyObject *answer = PyTuple_New(2);
    if (answer == NULL) {
        Py_DECREF(second);
        return NULL;
    }
    Py_INCREF(ints[max_moves]);
    PyTuple_SET_ITEM(answer, 0, ints[max_moves]);
    PyTuple_SET_ITEM(answer, 1, second);
    return answer;
}

PyDoc_STRVAR(plays_doc,
"plays(player, opponent, d1, d2) -> (max_moves, plays) or None\n\n"
"The distinct legal plays (a tuple of Play, in legal.py's order) of the side\n"
"whose 26 counts are `player` against `opponent` (each in its own numbering)\n"
"with dice d1, d2 (1..6), after the most-dice and larger-die rules; None when\n"
"the caller should run the Python search (see the module's comment).");

static PyObject *
plays_of(PyObject *const *args, Py_ssize_t nargs)
{ /* legal_plays_c's work, with `busy` set */
    int max_moves = run_search(args, nargs);
    if (max_moves == -1)
        return NULL;
    if (max_moves == -2)
        Py_RETURN_NONE;
    PyObject *opponent = args[1];
    const Entry *const res = result;
    const int n = n_result, only = larger_only;
    Py_ssize_t count = 0;
    for (int k = 0; k < n; k++)
        if (!only || res[k].die == only)
            count++;
    PyObject *plays = PyTuple_New(count);
    if (plays == NULL)
        return NULL;
    Py_ssize_t j = 0;
    for (int k = 0; k < n && j < count; k++) {
        if (only && res[k].die != only)
            continue;
        PyObject *play = build_play(&res[k], opponent);
        if (play == NULL) {
            Py_DECREF(plays);
            return NULL;
        }
        PyTuple_SET_ITEM(plays, j++, play);
    }
    return pair_with(max_moves, plays);
}

static PyObject *
legal_plays_c(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    if (busy)
        Py_RETURN_NONE;
    busy = 1;
    PyObject *answer = plays_of(args, nargs);
    busy = 0;
    return answer;
}

static PyObject *
signature_key(const uint8_t *m, uint32_t hits, int die)
{
    PyObject *board = PyBytes_FromStringAndSize((const char *)m, 26);
    if (board == NULL)
        return NULL;
    PyObject *h = PyLong_FromUnsignedLong(hits);
    if (h == NULL) {
        Py_DECREF(board);
        return NULL;
    }
    Py_INCREF(ints[die]);
    PyObject *key = PyTuple_New(3);
    if (key == NULL) {
        Py_DECREF(board);
        Py_DECREF(h);
        Py_DECREF(ints[die]);
        return NULL;
    }
    PyTuple_SET_ITEM(key, 0, board);
    PyTuple_SET_ITEM(key, 1, h);
    PyTuple_SET_ITEM(key, 2, ints[die]);
    return key;
}

static int
put(PyObject *table, PyObject *key, PyObject *value)
{ /* table[key] = value, stealing both */
    if (key == NULL || value == NULL) {
        Py_XDECREF(key);
        Py_XDECREF(value);
        return -1;
    }
    int status = PyDict_SetItem(table, key, value);
    Py_DECREF(key);
    Py_DECREF(value);
    return status;
}

PyDoc_STRVAR(signatures_doc,
"signatures(player, opponent, d1, d2) -> (max_moves, {signature: moves}) or None\n\n"
"What legal.py's _signatures gives (without the least-waste option): each\n"
"legal play's signature (the mover's 26 counts after it as bytes, the\n"
"bitmask of the points hit, the die of a one-die play else 0) and its moves\n"
"(a tuple of Move), in the order of plays(); None as for plays().");

static PyObject *
signatures_of(PyObject *const *args, Py_ssize_t nargs)
{ /* legal_signatures_c's work, with `busy` set */
    int max_moves = run_search(args, nargs);
    if (max_moves == -1)
        return NULL;
    if (max_moves == -2)
        Py_RETURN_NONE;
    PyObject *table = PyDict_New();
    if (table == NULL)
        return NULL;
    if (max_moves == 0) { /* no legal play: the unchanged board, as _generate gives it */
        if (put(table, signature_key(me, 0, 0), PyTuple_New(0)) < 0) {
            Py_DECREF(table);
            return NULL;
        }
        return pair_with(0, table);
    }
    const Entry *const res = result;
    const int n = n_result, only = larger_only;
    for (int k = 0; k < n; k++) {
        const Entry *e = &res[k];
        if (only && e->die != only)
            continue;
        if (put(table, signature_key(e->me, e->hits, e->die), moves_of(e)) < 0) {
            Py_DECREF(table);
            return NULL;
        }
    }
    return pair_with(max_moves, table);
}

static PyObject *
legal_signatures_c(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    if (busy)
        Py_RETURN_NONE;
    busy = 1;
    PyObject *answer = signatures_of(args, nargs);
    busy = 0;
    return answer;
}

static int
slot_offset(PyTypeObject *type, const char *name, Py_ssize_t *offset)
{
    PyObject *descr = type->tp_dict ? PyDict_GetItemString(type->tp_dict, name) : NULL; /* borrowed */
    if (descr == NULL || !Py_IS_TYPE(descr, &PyMemberDescr_Type)) {
        PyErr_Format(PyExc_TypeError, "%s.%s is not a slot", type->tp_name, name);
        return -1;
    }
    PyMemberDef *member = ((PyMemberDescrObject *)descr)->d_member;
    if (member->type != T_OBJECT_EX || (member->flags & READONLY)) {
        PyErr_Format(PyExc_TypeError, "%s.%s is not a writable object slot", type->tp_name, name);
        return -1;
    }
    *offset = member->offset;
    return 0;
}

PyDoc_STRVAR(setup_doc,
"setup(Position, Play, moves)\n\n"
"Name the classes plays() builds (slotted: player/opponent, moves/position)\n"
"and the Move objects it uses, moves[from_point][die][hit].");

static void
release_table(PyObject *table[26][7][2])
{ /* drop the references a moves table holds (NULL entries are skipped) */
    for (int s = 0; s < 26; s++)
        for (int die = 0; die < 7; die++)
            for (int h = 0; h < 2; h++)
                Py_CLEAR(table[s][die][h]);
}

static PyObject *
setup_c(PyObject *self, PyObject *args)
{
    PyObject *pos, *play, *moves;
    if (!PyArg_ParseTuple(args, "O!O!O:setup", &PyType_Type, &pos, &PyType_Type, &play, &moves))
        return NULL;
    if (busy) { /* called from code a plays() call ran: its tables are in use */
        PyErr_SetString(PyExc_RuntimeError, "_legalc.setup() called during a search");
        return NULL;
    }
    Py_ssize_t a, b, c, d;
    if (slot_offset((PyTypeObject *)pos, "player", &a) || slot_offset((PyTypeObject *)pos, "opponent", &b)
        || slot_offset((PyTypeObject *)play, "moves", &c) || slot_offset((PyTypeObject *)play, "position", &d))
        return NULL;
    PyObject *table[26][7][2] = {{{NULL}}}; /* new references, kept on success */
    for (int s = 0; s < 26; s++) {
        PyObject *by_die = PySequence_GetItem(moves, s);
        if (by_die == NULL)
            goto fail;
        for (int die = 0; die < 7; die++) {
            PyObject *pair = PySequence_GetItem(by_die, die);
            if (pair == NULL) {
                Py_DECREF(by_die);
                goto fail;
            }
            for (int h = 0; h < 2; h++) {
                table[s][die][h] = PySequence_GetItem(pair, h);
                if (table[s][die][h] == NULL) {
                    Py_DECREF(pair);
                    Py_DECREF(by_die);
                    goto fail;
                }
            }
            Py_DECREF(pair);
        }
        Py_DECREF(by_die);
    }
    /* the item lookups above ran Python code: check again before the swap */
    if (busy) {
        PyErr_SetString(PyExc_RuntimeError, "_legalc.setup() called during a search");
        goto fail;
    }
    /* swap in the new references, then drop the old ones (whose release
     * can run Python code, so only once the module's state is whole) */
    PyObject *old_table[26][7][2];
    memcpy(old_table, moves_table, sizeof old_table);
    memcpy(moves_table, table, sizeof table);
    PyObject *old_pos = (PyObject *)position_type, *old_play = (PyObject *)play_type;
    Py_INCREF(pos);
    Py_INCREF(play);
    position_type = (PyTypeObject *)pos;
    play_type = (PyTypeObject *)play;
    off_player = a;
    off_opponent = b;
    off_moves = c;
    off_position = d;
    release_table(old_table);
    Py_XDECREF(old_pos);
    Py_XDECREF(old_play);
    Py_RETURN_NONE;
fail:
    release_table(table);
    return NULL;
}


/* ------------------------------------------------------------------ written()
 * turn.py's _written_play_py, the reference (tests/model/test_model_turn_written.py
 * checks the two agree): the play that move text's steps make, one checker
 * a step, in the order written, else from the highest point down, each move
 * checked on the board (RULES.md "Moving", "Bearing off").  All its state is
 * on the stack: a call during another (a collector callback) is safe. */

#define W_MAX_STEPS 16
#define W_MAX_COUNT 1000 /* larger counts (no real board) go to Python */

typedef struct {
    long me[26];
    long opp[26];
    long outside;
    uint32_t hits;
} WBoard;

static int
w_can_move(const long *m, const long *opp, long outside, int s, int d)
{ /* _Search.can_move on the counts */
    if (!m[s] || (m[BAR] && s != BAR))
        return 0;
    int t = s - d;
    if (t > 0)
        return opp[25 - t] < 2;
    if (outside)
        return 0;
    if (t == 0)
        return 1;
    for (int q = s + 1; q < 7; q++)
        if (m[q])
            return 0;
    return 1;
}

/* turn.py's _written_chain: the dice moving one checker from a to b, into
 * chain; returns their number (0: a step that goes nowhere, a == b), -1
 * for None. */
static int
w_chain(const WBoard *w, int a, int b, const int *rem, int nrem, int *chain)
{
    if (nrem == 0)
        return -1;
    int same = 1, sum = 0;
    for (int i = 0; i < nrem; i++) {
        sum += rem[i];
        if (rem[i] != rem[0])
            same = 0;
    }
    int orders[2][4], n_orders = 0, len = 0;
    if (b) {
        int dist = a - b;
        for (int i = 0; i < nrem; i++)
            if (rem[i] == dist) {
                chain[0] = dist;
                return w_can_move(w->me, w->opp, w->outside, a, dist) ? 1 : -1;
            }
        int d = rem[0];
        if (same) {
            if (dist % d == 0 && dist / d <= nrem) {
                len = dist / d;
                for (int i = 0; i < len; i++)
                    orders[0][i] = d;
                n_orders = 1;
            }
        } else if (sum == dist) {
            len = nrem;
            n_orders = 2;
        }
    } else {
        int larger = 0;
        for (int i = 0; i < nrem; i++)
            if (rem[i] >= a && (!larger || rem[i] < larger))
                larger = rem[i];
        if (larger) {
            chain[0] = larger;
            return w_can_move(w->me, w->opp, w->outside, a, larger) ? 1 : -1;
        }
        if (same) {
            int d = rem[0], k = (a + d - 1) / d;
            if (k <= nrem) {
                len = k;
                for (int i = 0; i < len; i++)
                    orders[0][i] = d;
                n_orders = 1;
            }
        } else if (sum >= a) {
            len = nrem;
            n_orders = 2;
        }
    }
    if (n_orders == 2) /* the dice left in their order, then reversed */
        for (int i = 0; i < nrem; i++) {
            orders[0][i] = rem[i];
            orders[1][i] = rem[nrem - 1 - i];
        }
    for (int o = 0; o < n_orders; o++) {
        long c[26];
        memcpy(c, w->me, sizeof c);
        long out = w->outside;
        uint32_t mask = w->hits;
        int point = a, reached = 1;
        for (int i = 0; i < len; i++) {
            int die = orders[o][i];
            if (point == 0 || !w_can_move(c, w->opp, out, point, die)) {
                reached = 0;
                break;
            }
            int t = point > die ? point - die : 0;
            c[point]--;
            c[t]++;
            int hit = t && w->opp[25 - t] == 1 && !((mask >> t) & 1);
            if (hit)
                mask |= 1u << t;
            if (point > 6 && t <= 6)
                out--;
            if (i < len - 1 && hit) {
                reached = 0; /* a hit on the way is written out (24/18* then 18/13) */
                break;
            }
            point = t;
        }
        if (reached && point == b) {
            memcpy(chain, orders[o], len * sizeof(int));
            return len;
        }
    }
    return -1;
}

static int
w_counts(PyObject *side, long *out)
{ /* a 26-tuple of ints 0..W_MAX_COUNT into out; 0 when it is not one */
    if (!PyTuple_CheckExact(side) || PyTuple_GET_SIZE(side) != 26)
        return 0;
    for (int i = 0; i < 26; i++) {
        PyObject *item = PyTuple_GET_ITEM(side, i);
        if (!PyLong_CheckExact(item))
            return 0;
        long v = PyLong_AsLong(item);
        if (v < 0 || v > W_MAX_COUNT) {
            PyErr_Clear();
            return 0;
        }
        out[i] = v;
    }
    return 1;
}

static int
w_small_int(PyObject *item, int lo, int hi, int *out)
{
    if (!PyLong_CheckExact(item))
        return 0;
    long v = PyLong_AsLong(item);
    if (v < lo || v > hi) {
        PyErr_Clear();
        return 0;
    }
    *out = (int)v;
    return 1;
}

PyDoc_STRVAR(written_doc,
"written(player, opponent, dice, steps)\n\n"
"turn.py's _written_play_py on the start's counts (26-tuples), the dice left\n"
"(a list of 1..4 ints 1..6, in order) and the (from, to) steps of the text:\n"
"the Play for a play of every die, else whether some step was made.  None\n"
"(the Python runs) for what it does not take: setup() not yet called, more\n"
"than 30 checkers on the mover's side, a count above 1000 or not a plain\n"
"int (a bool is not), dice that are not a list of 1..4 ints 1..6, steps\n"
"that are not a list or tuple of at most 16 exact (int, int) tuples, a\n"
"point outside 0..25, a call during another.");

static PyObject *written_of(PyObject *const *args, Py_ssize_t nargs);

static PyObject *
written_c(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{ /* busy: building the Play can run Python code (see the top) */
    if (busy)
        Py_RETURN_NONE;
    busy = 1;
    PyObject *answer = written_of(args, nargs);
    busy = 0;
    return answer;
}

static PyObject *
written_of(PyObject *const *args, Py_ssize_t nargs)
{
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "written() takes 4 arguments");
        return NULL;
    }
    if (moves_table[1][1][0] == NULL)
        Py_RETURN_NONE; /* setup() not called */
    WBoard start;
    if (!w_counts(args[0], start.me) || !w_counts(args[1], start.opp))
        Py_RETURN_NONE;
    long side = 0;
    for (int p = 0; p < 26; p++)
        side += start.me[p];
    if (side > MAX_CHECKERS) /* every count after the play must be an index of ints[] */
        Py_RETURN_NONE;
    PyObject *dice = args[2], *steps = args[3];
    if (!PyList_CheckExact(dice) || PyList_GET_SIZE(dice) < 1 || PyList_GET_SIZE(dice) > 4
        || !(PyList_CheckExact(steps) || PyTuple_CheckExact(steps)))
        Py_RETURN_NONE;
    int dice0[4], ndice = (int)PyList_GET_SIZE(dice);
    for (int i = 0; i < ndice; i++)
        if (!w_small_int(PyList_GET_ITEM(dice, i), 1, 6, &dice0[i]))
            Py_RETURN_NONE;
    Py_ssize_t nsteps = PySequence_Fast_GET_SIZE(steps);
    if (nsteps > W_MAX_STEPS)
        Py_RETURN_NONE;
    int step_a[W_MAX_STEPS], step_b[W_MAX_STEPS];
    PyObject **items = PySequence_Fast_ITEMS(steps);
    for (Py_ssize_t i = 0; i < nsteps; i++) {
        PyObject *st = items[i];
        if (!PyTuple_CheckExact(st) || PyTuple_GET_SIZE(st) != 2
            || !w_small_int(PyTuple_GET_ITEM(st, 0), 0, BAR, &step_a[i])
            || !w_small_int(PyTuple_GET_ITEM(st, 1), 0, BAR, &step_b[i]))
            Py_RETURN_NONE;
    }
    /* the second order: by the from point, highest first, ties as written (a stable sort) */
    int sorted_idx[W_MAX_STEPS];
    for (int i = 0; i < nsteps; i++) {
        int j = i;
        while (j > 0 && step_a[sorted_idx[j - 1]] < step_a[i]) {
            sorted_idx[j] = sorted_idx[j - 1];
            j--;
        }
        sorted_idx[j] = i;
    }
    start.outside = 0;
    for (int p = 7; p < 26; p++)
        start.outside += start.me[p];
    start.hits = 0;
    int made_some = 0;
    for (int attempt = 0; attempt < 2; attempt++) {
        int rem[4], nrem = ndice;
        memcpy(rem, dice0, sizeof rem);
        if (made_some) /* the turn took its steps back: the dice left high first */
            for (int i = 1; i < nrem; i++)
                for (int j = i; j > 0 && rem[j - 1] < rem[j]; j--) {
                    int x = rem[j];
                    rem[j] = rem[j - 1];
                    rem[j - 1] = x;
                }
        WBoard w = start;
        int mv[4][3], nmv = 0, complete = 1;
        for (Py_ssize_t k = 0; k < nsteps; k++) {
            int i = attempt ? sorted_idx[k] : (int)k;
            int a = step_a[i], b = step_b[i], chain[4];
            int n = w_chain(&w, a, b, rem, nrem, chain);
            if (n < 0) {
                complete = 0;
                break;
            }
            made_some = 1;
            int point = a;
            for (int c = 0; c < n; c++) {
                int d = chain[c];
                int t = point > d ? point - d : 0;
                w.me[point]--;
                w.me[t]++;
                int hit = t && w.opp[25 - t] == 1 && !((w.hits >> t) & 1);
                if (hit)
                    w.hits |= 1u << t;
                if (point > 6 && t <= 6)
                    w.outside--;
                mv[nmv][0] = point;
                mv[nmv][1] = d;
                mv[nmv][2] = hit;
                nmv++;
                for (int r = 0; r < nrem; r++) /* remaining.remove(d) */
                    if (rem[r] == d) {
                        memmove(rem + r, rem + r + 1, (nrem - r - 1) * sizeof(int));
                        nrem--;
                        break;
                    }
                point = t;
            }
        }
        if (complete && nrem == 0) {
            Entry e;
            for (int p = 0; p < 26; p++)
                e.me[p] = (uint8_t)w.me[p]; /* 0..MAX_CHECKERS: the side has at most that many */
            e.die = 0;
            e.n = (uint8_t)nmv;
            e.hits = w.hits;
            for (int i = 0; i < nmv; i++)
                for (int j = 0; j < 3; j++)
                    e.mv[i][j] = (uint8_t)mv[i][j];
            return build_play(&e, args[1]);
        }
    }
    return PyBool_FromLong(made_some);
}

PyDoc_STRVAR(can_play_doc,
"can_play(player, opponent, d1, d2)\n\n"
"turn.py's Turn.has_legal_play on the start's counts (26-tuples of ints):\n"
"whether some die moves some checker.  None (the Python runs) for counts\n"
"that are not ints 0..1000 or dice that are not ints 1..6.");

static PyObject *
can_play_c(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    long me[26], opp[26];
    int d1, d2;
    if (nargs != 4) {
        PyErr_SetString(PyExc_TypeError, "can_play() takes 4 arguments");
        return NULL;
    }
    if (!w_counts(args[0], me) || !w_counts(args[1], opp) || !w_small_int(args[2], 1, 6, &d1)
        || !w_small_int(args[3], 1, 6, &d2))
        Py_RETURN_NONE;
    int dice[2] = {d1, d2}, n = d1 == d2 ? 1 : 2;
    if (me[BAR]) { /* only the bar may move: a die whose entry point is not held */
        for (int i = 0; i < n; i++)
            if (opp[dice[i]] < 2)
                Py_RETURN_TRUE;
        Py_RETURN_FALSE;
    }
    int outside = 0;
    for (int p = 7; p < BAR; p++)
        if (me[p])
            outside = 1;
    for (int p = 24; p > 0; p--) {
        if (!me[p])
            continue;
        for (int i = 0; i < n; i++) {
            int t = p - dice[i];
            if (t > 0) {
                if (opp[25 - t] < 2)
                    Py_RETURN_TRUE;
            } else if (!outside) {
                if (t == 0)
                    Py_RETURN_TRUE;
                int higher = 0;
                for (int q = p + 1; q < 7; q++)
                    if (me[q])
                        higher = 1;
                if (!higher)
                    Py_RETURN_TRUE;
            }
        }
    }
    Py_RETURN_FALSE;
}

static PyMethodDef methods[] = {
    {"can_play", (PyCFunction)(void (*)(void))can_play_c, METH_FASTCALL, can_play_doc},
    {"written", (PyCFunction)(void (*)(void))written_c, METH_FASTCALL, written_doc},
    {"plays", (PyCFunction)(void (*)(void))legal_plays_c, METH_FASTCALL, plays_doc},
    {"signatures", (PyCFunction)(void (*)(void))legal_signatures_c, METH_FASTCALL, signatures_doc},
    {"setup", setup_c, METH_VARARGS, setup_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_legalc",
    "Compiled fast path of backgammon_qt.model.legal (see _legalc.c).", -1, methods,
};

PyMODINIT_FUNC
PyInit__legalc(void)
{
    for (int i = 0; i <= MAX_CHECKERS; i++) {
        if (ints[i] != NULL) /* made by an earlier import (another interpreter) */
            continue;
        ints[i] = PyLong_FromLong(i);
        if (ints[i] == NULL)
            return NULL;
    }
    PyObject *m = PyModule_Create(&module);
    if (m != NULL && PyModule_AddIntConstant(m, "API_VERSION", LEGALC_API_VERSION) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
