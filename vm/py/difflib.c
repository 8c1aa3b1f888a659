/* difflib.c — the difflib module's SequenceMatcher (difflib's longest-matching-block
 * algorithm with its junk and "popular element" heuristics, so the blocks, opcodes and ratios
 * are CPython's), get_close_matches, unified_diff and context_diff; ndiff and Differ are
 * difflib_ndiff.c's. Elements are any hashable values: each sequence is turned into element
 * ids first, and b's index of positions per id is built once per question. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "difflib_internal.h"
#include "py.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  Value match_class, matcher_class; /* borrowed: the module holds them */
} ModState;
static RtStateKey mod_key = {"difflib", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

/* ---- the matcher's working form ---- */

static void seqs_free(void *p) {
  DiffSeqs *s = p;
  free(s->a);
  free(s->b);
  free(s->junk);
  free(s->start);
  free(s->b2j);
  for (int k = 0; k < 2; k++) free(s->val[k]), free(s->stamp[k]);
  free(s->full_bcount);
}

/* The ids of seq's items (new ones added to ids: element -> id); *n its length. */
static int64_t *to_ids(Value seq, Value ids, int64_t *n) {
  Value items = rt_call(rt_builtin_lookup("list"), 1, &seq, NULL);
  int mark = rt_cleanup_push_value(&items);
  const List *l = RT_AS(List, items);
  int64_t *out = rt_malloc(sizeof(int64_t) * (size_t)(l->n + 1));
  rt_cleanup_push(free, out);
  for (int64_t k = 0; k < l->n; k++) {
    Value id = rt_dict_get(ids, l->items[k]);
    if (rt_is_undef(id)) {
      id = rt_int(rt_dict_len(ids));
      rt_dict_set(ids, l->items[k], id);
    }
    out[k] = id.as.i;
  }
  *n = l->n;
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true);
  return out;
}

/* Junk marks (isjunk called once per distinct element of b, in order of first appearance)
 * and b's positions per id, leaving out junk and, with autojunk, popular elements. */
static void index_b(DiffSeqs *s, Value ids, Value isjunk, bool autojunk) {
  s->nids = rt_dict_len(ids);
  s->junk = rt_calloc((size_t)s->nids + 1, sizeof(bool));
  int64_t *count = rt_calloc((size_t)s->nids + 1, sizeof(int64_t));
  int mark = rt_cleanup_push(free, count);
  for (int64_t j = 0; j < s->lb; j++) count[s->b[j]]++;
  if (!rt_is_none(isjunk) && !rt_is_undef(isjunk)) {
    bool *asked = rt_calloc((size_t)s->nids + 1, sizeof(bool));
    rt_cleanup_push(free, asked);
    Value keys = rt_call(rt_builtin_lookup("list"), 1, &ids, NULL);
    rt_cleanup_push_value(&keys);
    for (int64_t j = 0; j < s->lb; j++) {
      if (asked[s->b[j]]) continue;
      asked[s->b[j]] = true;
      Value r = rt_call(isjunk, 1, &RT_AS(List, keys)->items[s->b[j]], NULL);
      s->junk[s->b[j]] = rt_truthy(r);
      rt_decref(r);
    }
    rt_cleanup_pop(mark + 1, true);
  }
  s->start = rt_calloc((size_t)s->nids + 2, sizeof(int64_t));
  int64_t ntest = s->lb / 100 + 1;
  for (int64_t id = 0; id < s->nids; id++) {
    bool popular = autojunk && s->lb >= 200 && count[id] > ntest;
    s->start[id + 1] = s->start[id] + (s->junk[id] || popular ? 0 : count[id]);
  }
  s->b2j = rt_malloc(sizeof(int64_t) * (size_t)(s->start[s->nids] + 1));
  int64_t *fill = count; /* reused: the next free slot per id */
  for (int64_t id = 0; id < s->nids; id++) fill[id] = s->start[id];
  for (int64_t j = 0; j < s->lb; j++) {
    int64_t id = s->b[j];
    if (fill[id] < s->start[id + 1]) s->b2j[fill[id]++] = j;
  }
  rt_cleanup_pop(mark, true);
}

void py_diff_seqs_init(DiffSeqs *s, Value a, Value b, Value isjunk, bool autojunk) {
  s->seq[0] = a, s->seq[1] = b;
  Value ids = rt_dict_new();
  int mark = rt_cleanup_push_value(&ids);
  s->b = to_ids(b, ids, &s->lb);
  s->a = to_ids(a, ids, &s->la);
  index_b(s, ids, isjunk, autojunk);
  for (int k = 0; k < 2; k++) {
    s->val[k] = rt_calloc((size_t)s->lb + 1, sizeof(int64_t));
    s->stamp[k] = rt_malloc(sizeof(int64_t) * ((size_t)s->lb + 1));
    for (int64_t j = 0; j <= s->lb; j++) s->stamp[k][j] = -2;
  }
  rt_cleanup_pop(mark, true);
}

int py_diff_seqs_push(DiffSeqs *s) { return rt_cleanup_push(seqs_free, s); }

/* find_longest_match(alo, ahi, blo, bhi) takes any ints, which CPython's Python code uses as
 * indexes of a and b: negative ones count from the end, too large ones raise the sequence's
 * IndexError (from its own __getitem__, so the message is the sequence's). */
static int64_t __attribute__((noinline)) out_of_range(const DiffSeqs *s, int side, int64_t i) {
  int64_t n = side ? s->lb : s->la;
  if (i < 0 && i + n >= 0) return i + n;
  Value idx = rt_int(i);
  rt_decref(rt_getitem(s->seq[side], idx));
  rt_raise(RT_EXC_IndexError, "index out of range");
}

static int64_t aid(const DiffSeqs *s, int64_t i) {
  return s->a[(uint64_t)i < (uint64_t)s->la ? i : out_of_range(s, 0, i)];
}

static int64_t bid(const DiffSeqs *s, int64_t j) {
  return s->b[(uint64_t)j < (uint64_t)s->lb ? j : out_of_range(s, 1, j)];
}

static bool bjunk(const DiffSeqs *s, int64_t j) { return s->junk[bid(s, j)]; }

DiffMatch py_diff_longest(DiffSeqs *s, int64_t alo, int64_t ahi, int64_t blo, int64_t bhi) {
  int64_t besti = alo, bestj = blo, bestsize = 0;
  /* CPython's j2len dicts of this row and the last, as two arrays whose entries count only
   * when stamped with that row's tick (ticks never repeat, so nothing leaks between calls) */
  for (int64_t i = alo; i < ahi; i++) {
    if (rt_interrupted) rt_check_interrupt(); /* Ctrl-C: a row can be all of b */
    int64_t tick = ++s->tick;
    int cur = (int)(tick & 1), prev = cur ^ 1;
    int64_t id = aid(s, i);
    for (int64_t p = s->start[id]; p < s->start[id + 1]; p++) {
      int64_t j = s->b2j[p];
      if (j < blo) continue;
      if (j >= bhi) break;
      int64_t k = (j > 0 && i > alo && s->stamp[prev][j - 1] == tick - 1 ? s->val[prev][j - 1] : 0) + 1;
      s->val[cur][j] = k;
      s->stamp[cur][j] = tick;
      if (k > bestsize) besti = i - k + 1, bestj = j - k + 1, bestsize = k;
    }
  }
  while (besti > alo && bestj > blo && !bjunk(s, bestj - 1) && aid(s, besti - 1) == bid(s, bestj - 1))
    besti--, bestj--, bestsize++;
  while (besti + bestsize < ahi && bestj + bestsize < bhi && !bjunk(s, bestj + bestsize) &&
         aid(s, besti + bestsize) == bid(s, bestj + bestsize))
    bestsize++;
  while (besti > alo && bestj > blo && bjunk(s, bestj - 1) && aid(s, besti - 1) == bid(s, bestj - 1))
    besti--, bestj--, bestsize++;
  while (besti + bestsize < ahi && bestj + bestsize < bhi && bjunk(s, bestj + bestsize) &&
         aid(s, besti + bestsize) == bid(s, bestj + bestsize))
    bestsize++;
  return (DiffMatch){besti, bestj, bestsize};
}

static int cmp_match(const void *x, const void *y) {
  const DiffMatch *a = x, *b = y;
  if (a->a != b->a) return a->a < b->a ? -1 : 1;
  if (a->b != b->b) return a->b < b->b ? -1 : 1;
  return a->size < b->size ? -1 : a->size > b->size;
}

/* Frees *(void **)pp: the cleanup of a buffer that realloc may move. */
static void free_at(void *pp) { free(*(void **)pp); }

int64_t py_diff_blocks(DiffSeqs *s, DiffMatch **out) {
  int64_t cap = 16, n = 0, qn = 1;
  DiffMatch *blocks = rt_malloc(sizeof *blocks * (size_t)cap);
  int mark = rt_cleanup_push(free_at, &blocks); /* blocks grows: the cleanup reads it at the end */
  int64_t (*queue)[4] = rt_malloc(sizeof *queue * (size_t)(s->la + s->lb + 2));
  rt_cleanup_push(free, queue);
  queue[0][0] = 0, queue[0][1] = s->la, queue[0][2] = 0, queue[0][3] = s->lb;
  while (qn) {
    int64_t *q = queue[--qn], alo = q[0], ahi = q[1], blo = q[2], bhi = q[3];
    DiffMatch m = py_diff_longest(s, alo, ahi, blo, bhi);
    if (!m.size) continue;
    if (n == cap) blocks = rt_realloc(blocks, sizeof *blocks * (size_t)(cap *= 2));
    blocks[n++] = m;
    if (alo < m.a && blo < m.b) queue[qn][0] = alo, queue[qn][1] = m.a, queue[qn][2] = blo, queue[qn][3] = m.b, qn++;
    if (m.a + m.size < ahi && m.b + m.size < bhi)
      queue[qn][0] = m.a + m.size, queue[qn][1] = ahi, queue[qn][2] = m.b + m.size, queue[qn][3] = bhi, qn++;
  }
  rt_cleanup_pop(mark + 1, true);
  qsort(blocks, (size_t)n, sizeof *blocks, cmp_match);
  DiffMatch *merged = rt_malloc(sizeof *merged * (size_t)(n + 1));
  int64_t m = 0;
  DiffMatch cur = {0, 0, 0};
  for (int64_t k = 0; k < n; k++) {
    if (cur.a + cur.size == blocks[k].a && cur.b + cur.size == blocks[k].b) {
      cur.size += blocks[k].size;
    } else {
      if (cur.size) merged[m++] = cur;
      cur = blocks[k];
    }
  }
  if (cur.size) merged[m++] = cur;
  merged[m++] = (DiffMatch){s->la, s->lb, 0};
  rt_cleanup_pop(mark, true);
  *out = merged;
  return m;
}

int64_t py_diff_opcodes(DiffSeqs *s, DiffOp **out) {
  DiffMatch *blocks;
  int64_t nb = py_diff_blocks(s, &blocks), n = 0, i = 0, j = 0;
  DiffOp *ops = malloc(sizeof *ops * (size_t)(2 * nb + 1));
  if (!ops) {
    free(blocks);
    rt_raise(RT_EXC_MemoryError, "%s", "");
  }
  for (int64_t k = 0; k < nb; k++) {
    DiffMatch m = blocks[k];
    int tag = i < m.a && j < m.b ? DIFF_REPLACE : i < m.a ? DIFF_DELETE : j < m.b ? DIFF_INSERT : -1;
    if (tag >= 0) ops[n++] = (DiffOp){tag, i, m.a, j, m.b};
    i = m.a + m.size, j = m.b + m.size;
    if (m.size) ops[n++] = (DiffOp){DIFF_EQUAL, m.a, i, m.b, j};
  }
  free(blocks);
  *out = ops;
  return n;
}

double py_diff_ratio(DiffSeqs *s) {
  DiffMatch *blocks;
  int64_t nb = py_diff_blocks(s, &blocks), matches = 0;
  for (int64_t k = 0; k < nb; k++) matches += blocks[k].size;
  free(blocks);
  return s->la + s->lb ? 2.0 * (double)matches / (double)(s->la + s->lb) : 1.0;
}

/* quick_ratio: the multiset intersection of a and b, whatever the order. */
static double quick_ratio(DiffSeqs *s) {
  if (!s->full_bcount) {
    s->full_bcount = rt_calloc((size_t)s->nids + 1, sizeof(int64_t));
    for (int64_t j = 0; j < s->lb; j++) s->full_bcount[s->b[j]]++;
  }
  int64_t *avail = rt_calloc((size_t)s->nids + 1, sizeof(int64_t)), matches = 0;
  memcpy(avail, s->full_bcount, sizeof(int64_t) * (size_t)s->nids);
  for (int64_t i = 0; i < s->la; i++)
    if (avail[s->a[i]] > 0) avail[s->a[i]]--, matches++;
  free(avail);
  return s->la + s->lb ? 2.0 * (double)matches / (double)(s->la + s->lb) : 1.0;
}

static double real_quick_ratio(const DiffSeqs *s) {
  int64_t m = s->la < s->lb ? s->la : s->lb;
  return s->la + s->lb ? 2.0 * (double)m / (double)(s->la + s->lb) : 1.0;
}

const char *const py_diff_tags[] = {"replace", "delete", "insert", "equal"};

/* ---- SequenceMatcher ---- */

static Value attr(Value obj, const char *name) { return rt_getattr(obj, name); }

/* The matcher's sequences in working form; the caller pops mark (true) when done. */
static int open_seqs(Value self, DiffSeqs *s) {
  memset(s, 0, sizeof *s);
  int mark = py_diff_seqs_push(s);
  Value h[4] = {attr(self, "a"), rt_undef(), rt_undef(), rt_undef()};
  int hm = rt_cleanup_push_value(&h[0]);
  for (int k = 1; k < 4; k++) rt_cleanup_push_value(&h[k]);
  h[1] = attr(self, "b");
  h[2] = attr(self, "isjunk");
  h[3] = attr(self, "autojunk");
  py_diff_seqs_init(s, h[0], h[1], h[2], rt_truthy(h[3]));
  rt_cleanup_pop(hm, true);
  return mark;
}

static Value match_value(DiffMatch m) {
  Value args[3] = {rt_int(m.a), rt_int(m.b), rt_int(m.size)};
  return rt_call(mod_state()->match_class, 3, args, NULL);
}

static Value op_tuple(DiffOp o) {
  Value items[5] = {rt_str_from_c(py_diff_tags[o.tag]), rt_int(o.i1), rt_int(o.i2), rt_int(o.j1), rt_int(o.j2)};
  Value t = rt_tuple_from(5, items);
  rt_decref(items[0]);
  return t;
}

static const char *const init_names[] = {"self", "isjunk", "a", "b", "autojunk"};

static Value sm_init(ARGS) {
  (void)data;
  Value a[5];
  py_parse_pyargs("__init__", argc, argv, kw, 5, init_names, 1, a);
  Value empty = rt_str_from_c("");
  int mark = rt_cleanup_push_value(&empty);
  rt_setattr(a[0], "isjunk", rt_is_undef(a[1]) ? rt_none() : a[1]);
  rt_setattr(a[0], "a", rt_is_undef(a[2]) ? empty : a[2]);
  rt_setattr(a[0], "b", rt_is_undef(a[3]) ? empty : a[3]);
  rt_setattr(a[0], "autojunk", rt_is_undef(a[4]) ? rt_bool(true) : a[4]);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value sm_set_seqs(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "a", "b"};
  Value a[3];
  py_parse_pyargs("set_seqs", argc, argv, kw, 3, names, 3, a);
  rt_setattr(a[0], "a", a[1]);
  rt_setattr(a[0], "b", a[2]);
  return rt_none();
}

static Value sm_set_seq1(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "a"};
  Value a[2];
  py_parse_pyargs("set_seq1", argc, argv, kw, 2, names, 2, a);
  rt_setattr(a[0], "a", a[1]);
  return rt_none();
}

static Value sm_set_seq2(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "b"};
  Value a[2];
  py_parse_pyargs("set_seq2", argc, argv, kw, 2, names, 2, a);
  rt_setattr(a[0], "b", a[1]);
  return rt_none();
}

static Value sm_find_longest_match(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "alo", "ahi", "blo", "bhi"};
  Value a[5];
  py_parse_pyargs("find_longest_match", argc, argv, kw, 5, names, 1, a);
  DiffSeqs s;
  int mark = open_seqs(a[0], &s);
  int64_t alo = rt_is_undef(a[1]) ? 0 : rt_to_index(a[1], NULL), blo = rt_is_undef(a[3]) ? 0 : rt_to_index(a[3], NULL);
  int64_t ahi = rt_is_undef(a[2]) || rt_is_none(a[2]) ? s.la : rt_to_index(a[2], NULL);
  int64_t bhi = rt_is_undef(a[4]) || rt_is_none(a[4]) ? s.lb : rt_to_index(a[4], NULL);
  DiffMatch m = py_diff_longest(&s, alo, ahi, blo, bhi);
  rt_cleanup_pop(mark, true);
  return match_value(m);
}

static Value sm_get_matching_blocks(ARGS) {
  (void)data;
  rt_check_nargs("get_matching_blocks", argc, kw, 1, 1);
  DiffSeqs s;
  int mark = open_seqs(argv[0], &s);
  DiffMatch *blocks;
  int64_t n = py_diff_blocks(&s, &blocks);
  rt_cleanup_push(free, blocks);
  Value l = rt_list_new(n);
  rt_cleanup_push_value(&l);
  for (int64_t k = 0; k < n; k++) {
    Value m = match_value(blocks[k]);
    rt_list_append(l, m);
    rt_decref(m);
  }
  rt_incref(l);
  rt_cleanup_pop(mark, true);
  return l;
}

static Value opcodes_list(const DiffOp *ops, int64_t n) {
  Value l = rt_list_new(n);
  for (int64_t k = 0; k < n; k++) {
    Value t = op_tuple(ops[k]);
    rt_list_append(l, t);
    rt_decref(t);
  }
  return l;
}

static Value sm_get_opcodes(ARGS) {
  (void)data;
  rt_check_nargs("get_opcodes", argc, kw, 1, 1);
  DiffSeqs s;
  int mark = open_seqs(argv[0], &s);
  DiffOp *ops;
  int64_t n = py_diff_opcodes(&s, &ops);
  rt_cleanup_push(free, ops);
  Value l = opcodes_list(ops, n);
  rt_cleanup_pop(mark, true);
  return l;
}

/* get_grouped_opcodes(n): hunks of changes with up to n lines of context; a list of lists. */
static Value grouped(DiffSeqs *s, int64_t n) {
  DiffOp *ops;
  int64_t nops = py_diff_opcodes(s, &ops);
  int mark = rt_cleanup_push(free, ops);
  DiffOp none = {DIFF_EQUAL, 0, 1, 0, 1};
  DiffOp *codes = nops ? ops : &none;
  if (!nops) nops = 1;
  if (codes[0].tag == DIFF_EQUAL) {
    DiffOp *c = &codes[0];
    c->i1 = c->i1 > c->i2 - n ? c->i1 : c->i2 - n;
    c->j1 = c->j1 > c->j2 - n ? c->j1 : c->j2 - n;
  }
  if (codes[nops - 1].tag == DIFF_EQUAL) {
    DiffOp *c = &codes[nops - 1];
    c->i2 = c->i2 < c->i1 + n ? c->i2 : c->i1 + n;
    c->j2 = c->j2 < c->j1 + n ? c->j2 : c->j1 + n;
  }
  Value groups = rt_list_new(0), group = rt_list_new(0);
  rt_cleanup_push_value(&groups);
  rt_cleanup_push_value(&group);
  for (int64_t k = 0; k < nops; k++) {
    DiffOp c = codes[k];
    if (c.tag == DIFF_EQUAL && c.i2 - c.i1 > 2 * n) {
      DiffOp head = {DIFF_EQUAL, c.i1, c.i2 < c.i1 + n ? c.i2 : c.i1 + n, c.j1, c.j2 < c.j1 + n ? c.j2 : c.j1 + n};
      Value t = op_tuple(head);
      rt_list_append(group, t);
      rt_decref(t);
      rt_list_append(groups, group);
      rt_decref(group);
      group = rt_list_new(0);
      c.i1 = c.i1 > c.i2 - n ? c.i1 : c.i2 - n;
      c.j1 = c.j1 > c.j2 - n ? c.j1 : c.j2 - n;
    }
    Value t = op_tuple(c);
    rt_list_append(group, t);
    rt_decref(t);
  }
  const List *g = RT_AS(List, group);
  bool only_equal = g->n == 1 && !strcmp(rt_str_data(RT_AS(Tuple, g->items[0])->items[0]), "equal");
  if (g->n && !only_equal) rt_list_append(groups, group);
  rt_incref(groups);
  rt_cleanup_pop(mark, true);
  return groups;
}

static Value sm_get_grouped_opcodes(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "n"};
  Value a[2];
  py_parse_pyargs("get_grouped_opcodes", argc, argv, kw, 2, names, 1, a);
  DiffSeqs s;
  int mark = open_seqs(a[0], &s);
  Value g = grouped(&s, rt_is_undef(a[1]) ? 3 : rt_to_index(a[1], NULL));
  rt_cleanup_push_value(&g);
  Value it = rt_iter(g);
  rt_cleanup_pop(mark, true);
  return it;
}

static Value ratio_of(ARGS, int which) {
  (void)data;
  rt_check_nargs(which == 0 ? "ratio" : which == 1 ? "quick_ratio" : "real_quick_ratio", argc, kw, 1, 1);
  DiffSeqs s;
  int mark = open_seqs(argv[0], &s);
  double r = which == 0 ? py_diff_ratio(&s) : which == 1 ? quick_ratio(&s) : real_quick_ratio(&s);
  rt_cleanup_pop(mark, true);
  return rt_float(r);
}

static Value sm_ratio(ARGS) { return ratio_of(data, argc, argv, kw, 0); }
static Value sm_quick_ratio(ARGS) { return ratio_of(data, argc, argv, kw, 1); }
static Value sm_real_quick_ratio(ARGS) { return ratio_of(data, argc, argv, kw, 2); }

/* ---- get_close_matches ---- */

static Value d_get_close_matches(ARGS) {
  (void)data;
  static const char *const names[] = {"word", "possibilities", "n", "cutoff"};
  Value a[4];
  py_parse_pyargs("get_close_matches", argc, argv, kw, 4, names, 2, a);
  Value nv = rt_is_undef(a[2]) ? rt_int(3) : a[2], cv = rt_is_undef(a[3]) ? rt_float(0.6) : a[3];
  Value gt = rt_binop(RT_OP_GT, nv, rt_int(0));
  bool positive = rt_truthy(gt);
  rt_decref(gt);
  double cutoff = rt_to_double(cv, NULL);
  if (!positive || !(cutoff >= 0.0 && cutoff <= 1.0)) {
    Value r = rt_repr(positive ? cv : nv);
    int rm = rt_cleanup_push_value(&r);
    if (!positive) rt_raise(RT_EXC_ValueError, "n must be > 0: %s", rt_str_data(r));
    rt_raise(RT_EXC_ValueError, "cutoff must be in [0.0, 1.0]: %s", rt_str_data(r));
    rt_cleanup_pop(rm, true);
  }
  Value result = rt_list_new(0), it = rt_iter(a[1]), x = rt_undef();
  int mark = rt_cleanup_push_value(&result);
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&x);
  while (rt_next(it, &x)) {
    DiffSeqs s;
    memset(&s, 0, sizeof s);
    int sm = py_diff_seqs_push(&s);
    py_diff_seqs_init(&s, x, a[0], rt_none(), true);
    if (real_quick_ratio(&s) >= cutoff && quick_ratio(&s) >= cutoff) {
      double r = py_diff_ratio(&s);
      if (r >= cutoff) {
        Value pair[2] = {rt_float(r), x};
        Value t = rt_tuple_from(2, pair);
        rt_list_append(result, t);
        rt_decref(t);
      }
    }
    rt_cleanup_pop(sm, true);
    rt_decref(x);
    x = rt_undef();
  }
  const char *kn[] = {"reverse"};
  Value kv[] = {rt_bool(true)};
  Kwargs k = {1, kn, kv};
  Value sorted = rt_call(rt_builtin_lookup("sorted"), 1, &result, &k);
  rt_cleanup_push_value(&sorted);
  int64_t n = rt_to_index(nv, NULL), total = RT_AS(List, sorted)->n;
  Value out = rt_list_new(0);
  for (int64_t i = 0; i < n && i < total; i++) rt_list_append(out, RT_AS(Tuple, RT_AS(List, sorted)->items[i])->items[1]);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- unified_diff and context_diff ---- */

typedef struct DiffText {
  Value a, b, out;  /* the two lists of lines, the lines produced */
  Value lineterm;
} DiffText;

static void emit(DiffText *t, Value line) {
  int mark = rt_cleanup_push_value(&line);
  rt_list_append(t->out, line);
  rt_cleanup_pop(mark, true);
}

static void emit_prefixed(DiffText *t, const char *prefix, Value line) {
  Value p = rt_str_from_c(prefix);
  int mark = rt_cleanup_push_value(&p);
  emit(t, rt_binop(RT_OP_ADD, p, line));
  rt_cleanup_pop(mark, true);
}

/* "--- name\tdate" + lineterm (the tab and date only when a date is given). */
static void emit_header(DiffText *t, const char *mark_text, Value name, Value date) {
  Value ns = rt_to_str(name), ds = rt_to_str(date);
  int mark = rt_cleanup_push_value(&ns);
  rt_cleanup_push_value(&ds);
  bool has_date = RT_AS(Str, ds)->nbytes > 0;
  emit(t, rt_str_printf("%s %s%s%s%s", mark_text, rt_str_data(ns), has_date ? "\t" : "", rt_str_data(ds), rt_str_data(t->lineterm)));
  rt_cleanup_pop(mark, true);
}

static void check_lines(Value seq, const char *which) {
  (void)which;
  if (rt_len(seq) == 0) return;
  Value first = rt_getitem(seq, rt_int(0));
  int mark = rt_cleanup_push_value(&first);
  if (!rt_is_str(first)) {
    Value r = rt_repr(first);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "lines to compare must be str, not %s (%s)", rt_type_name(first), rt_str_data(r));
  }
  rt_cleanup_pop(mark, true);
}

static const char *const diff_names[] = {"a", "b", "fromfile", "tofile", "fromfiledate", "tofiledate", "n", "lineterm"};

static void range_unified(char *buf, size_t cap, int64_t start, int64_t stop) {
  int64_t beginning = start + 1, length = stop - start;
  if (length == 1) snprintf(buf, cap, "%lld", (long long)beginning);
  else snprintf(buf, cap, "%lld,%lld", (long long)(length ? beginning : beginning - 1), (long long)length);
}

static void range_context(char *buf, size_t cap, int64_t start, int64_t stop) {
  int64_t beginning = start + 1, length = stop - start;
  if (!length) beginning--;
  if (length <= 1) snprintf(buf, cap, "%lld", (long long)beginning);
  else snprintf(buf, cap, "%lld,%lld", (long long)beginning, (long long)(beginning + length - 1));
}

static int64_t op_field(Value op, int k) { return RT_AS(Tuple, op)->items[k].as.i; }
static const char *op_tag(Value op) { return rt_str_data(RT_AS(Tuple, op)->items[0]); }

static void emit_lines(DiffText *t, Value seq, int64_t lo, int64_t hi, const char *prefix) {
  for (int64_t k = lo; k < hi; k++) {
    Value line = rt_getitem(seq, rt_int(k));
    int mark = rt_cleanup_push_value(&line);
    emit_prefixed(t, prefix, line);
    rt_cleanup_pop(mark, true);
  }
}

static void unified_group(DiffText *t, Value group) {
  const List *g = RT_AS(List, group);
  char r1[48], r2[48];
  range_unified(r1, sizeof r1, op_field(g->items[0], 1), op_field(g->items[g->n - 1], 2));
  range_unified(r2, sizeof r2, op_field(g->items[0], 3), op_field(g->items[g->n - 1], 4));
  emit(t, rt_str_printf("@@ -%s +%s @@%s", r1, r2, rt_str_data(t->lineterm)));
  for (int64_t k = 0; k < g->n; k++) {
    Value op = g->items[k];
    const char *tag = op_tag(op);
    if (!strcmp(tag, "equal")) {
      emit_lines(t, t->a, op_field(op, 1), op_field(op, 2), " ");
      continue;
    }
    if (strcmp(tag, "insert")) emit_lines(t, t->a, op_field(op, 1), op_field(op, 2), "-");
    if (strcmp(tag, "delete")) emit_lines(t, t->b, op_field(op, 3), op_field(op, 4), "+");
  }
}

static void context_group(DiffText *t, Value group) {
  const List *g = RT_AS(List, group);
  char r[48];
  const char *lt = rt_str_data(t->lineterm);
  emit(t, rt_str_printf("***************%s", lt));
  range_context(r, sizeof r, op_field(g->items[0], 1), op_field(g->items[g->n - 1], 2));
  emit(t, rt_str_printf("*** %s ****%s", r, lt));
  bool any_a = false, any_b = false;
  for (int64_t k = 0; k < g->n; k++) {
    const char *tag = op_tag(g->items[k]);
    any_a |= !strcmp(tag, "replace") || !strcmp(tag, "delete");
    any_b |= !strcmp(tag, "replace") || !strcmp(tag, "insert");
  }
  for (int64_t k = 0; any_a && k < g->n; k++) {
    const char *tag = op_tag(g->items[k]);
    if (strcmp(tag, "insert"))
      emit_lines(t, t->a, op_field(g->items[k], 1), op_field(g->items[k], 2), !strcmp(tag, "equal") ? "  " : !strcmp(tag, "delete") ? "- " : "! ");
  }
  range_context(r, sizeof r, op_field(g->items[0], 3), op_field(g->items[g->n - 1], 4));
  emit(t, rt_str_printf("--- %s ----%s", r, lt));
  for (int64_t k = 0; any_b && k < g->n; k++) {
    const char *tag = op_tag(g->items[k]);
    if (strcmp(tag, "delete"))
      emit_lines(t, t->b, op_field(g->items[k], 3), op_field(g->items[k], 4), !strcmp(tag, "equal") ? "  " : !strcmp(tag, "insert") ? "+ " : "! ");
  }
}

static Value text_diff(const char *fname, bool unified, int argc, const Value *argv, const Kwargs *kw) {
  Value a[8];
  py_parse_pyargs(fname, argc, argv, kw, 8, diff_names, 2, a);
  Value empty = rt_str_from_c(""), nl = rt_str_from_c("\n");
  int mark = rt_cleanup_push_value(&empty);
  rt_cleanup_push_value(&nl);
  for (int k = 2; k < 6; k++)
    if (rt_is_undef(a[k])) a[k] = empty;
  check_lines(a[0], "a");
  check_lines(a[1], "b");
  DiffText t = {a[0], a[1], rt_list_new(0), rt_is_undef(a[7]) ? nl : a[7]};
  rt_cleanup_push_value(&t.out);
  DiffSeqs s;
  memset(&s, 0, sizeof s);
  py_diff_seqs_push(&s);
  py_diff_seqs_init(&s, a[0], a[1], rt_none(), true);
  Value groups = grouped(&s, rt_is_undef(a[6]) ? 3 : rt_to_index(a[6], NULL));
  rt_cleanup_push_value(&groups);
  for (int64_t k = 0; k < RT_AS(List, groups)->n; k++) {
    if (k == 0) {
      emit_header(&t, unified ? "---" : "***", a[2], a[4]);
      emit_header(&t, unified ? "+++" : "---", a[3], a[5]);
    }
    if (unified) unified_group(&t, RT_AS(List, groups)->items[k]);
    else context_group(&t, RT_AS(List, groups)->items[k]);
  }
  Value it = rt_iter(t.out);
  rt_cleanup_pop(mark, true);
  return it;
}

static Value d_unified_diff(ARGS) {
  (void)data;
  return text_diff("unified_diff", true, argc, argv, kw);
}

static Value d_context_diff(ARGS) {
  (void)data;
  return text_diff("context_diff", false, argc, argv, kw);
}

/* ---- the module ---- */

typedef struct Meth {
  const char *name;
  NativeFn fn;
} Meth;

static const Meth sm_methods[] = {{"__init__", sm_init},
                                  {"set_seqs", sm_set_seqs},
                                  {"set_seq1", sm_set_seq1},
                                  {"set_seq2", sm_set_seq2},
                                  {"find_longest_match", sm_find_longest_match},
                                  {"get_matching_blocks", sm_get_matching_blocks},
                                  {"get_opcodes", sm_get_opcodes},
                                  {"get_grouped_opcodes", sm_get_grouped_opcodes},
                                  {"ratio", sm_ratio},
                                  {"quick_ratio", sm_quick_ratio},
                                  {"real_quick_ratio", sm_real_quick_ratio},
                                  {NULL, NULL}};

static Value make_match_class(void) {
  Value coll = rt_import("collections");
  int mark = rt_cleanup_push_value(&coll);
  Value nt = rt_getattr(coll, "namedtuple");
  rt_cleanup_push_value(&nt);
  Value args[2] = {rt_str_from_c("Match"), rt_str_from_c("a b size")};
  rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  Value cls = rt_call(nt, 2, args, NULL);
  rt_cleanup_pop(mark, true);
  return cls;
}

void rt_difflib_module_init(Value m) {
  ModState *st = mod_state();
  st->match_class = make_match_class();
  rt_module_set(m, "Match", st->match_class);
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new("SequenceMatcher", bases);
  rt_decref(bases);
  for (const Meth *k = sm_methods; k->name; k++) {
    char qual[64];
    snprintf(qual, sizeof qual, "SequenceMatcher.%s", k->name);
    rt_class_set(RT_AS(ClassObj, cls), k->name, rt_native_method_new(k->name, qual, k->fn, rt_none()));
  }
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("difflib"));
  rt_class_finish(cls, rt_none());
  st->matcher_class = cls;
  rt_module_set(m, "SequenceMatcher", cls);
  rt_module_add_fn(m, "get_close_matches", d_get_close_matches);
  rt_module_add_fn(m, "unified_diff", d_unified_diff);
  rt_module_add_fn(m, "context_diff", d_context_diff);
  py_difflib_ndiff_init(m);
}
