/* difflib_ndiff.c — difflib's Differ and ndiff: line-by-line deltas where a replaced block is
 * searched for its most similar pair of lines (ratio above 0.75), shown with "? " guide
 * lines marking the changed characters (^ replaced, - deleted, + inserted), the rest of the
 * block handled the same way on each side, as CPython's _fancy_replace does; also
 * IS_CHARACTER_JUNK and IS_LINE_JUNK. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "difflib_internal.h"
#include "py.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

typedef struct Differ {
  Value a, b, out;         /* the lines and what is produced (a list) */
  Value linejunk, charjunk;
} Differ;

static Value line(Value seq, int64_t i) { return rt_getitem(seq, rt_int(i)); }

static void emit(Differ *d, Value s) {
  int mark = rt_cleanup_push_value(&s);
  rt_list_append(d->out, s);
  rt_cleanup_pop(mark, true);
}

/* "tag line" for lines lo..hi of x */
static void dump(Differ *d, const char *tag, Value x, int64_t lo, int64_t hi) {
  for (int64_t i = lo; i < hi; i++) {
    Value l = line(x, i);
    int mark = rt_cleanup_push_value(&l);
    Value s = rt_to_str(l);
    rt_cleanup_push_value(&s);
    emit(d, rt_str_printf("%s %s", tag, rt_str_data(s)));
    rt_cleanup_pop(mark, true);
  }
}

static void plain_replace(Differ *d, int64_t alo, int64_t ahi, int64_t blo, int64_t bhi) {
  if (bhi - blo < ahi - alo) {
    dump(d, "+", d->b, blo, bhi);
    dump(d, "-", d->a, alo, ahi);
  } else {
    dump(d, "-", d->a, alo, ahi);
    dump(d, "+", d->b, blo, bhi);
  }
}

static void fancy_replace(Differ *d, int64_t alo, int64_t ahi, int64_t blo, int64_t bhi);

static void fancy_helper(Differ *d, int64_t alo, int64_t ahi, int64_t blo, int64_t bhi) {
  if (alo < ahi) {
    if (blo < bhi) fancy_replace(d, alo, ahi, blo, bhi);
    else dump(d, "-", d->a, alo, ahi);
  } else if (blo < bhi) {
    dump(d, "+", d->b, blo, bhi);
  }
}

/* The similarity of two lines as _fancy_replace tests it: the cheap bounds first, then
 * ratio(); -1 when a bound is already not above best. */
static double similarity(Differ *d, Value ai, Value bj, double best) {
  DiffSeqs s;
  memset(&s, 0, sizeof s);
  int mark = py_diff_seqs_push(&s);
  py_diff_seqs_init(&s, ai, bj, d->charjunk, true);
  double r = -1;
  int64_t m = s.la < s.lb ? s.la : s.lb;
  double rq = s.la + s.lb ? 2.0 * (double)m / (double)(s.la + s.lb) : 1.0;
  if (rq > best) {
    int64_t *avail = rt_calloc((size_t)s.nids + 1, sizeof(int64_t)), matches = 0;
    for (int64_t j = 0; j < s.lb; j++) avail[s.b[j]]++;
    for (int64_t i = 0; i < s.la; i++)
      if (avail[s.a[i]] > 0) avail[s.a[i]]--, matches++;
    free(avail);
    double q = s.la + s.lb ? 2.0 * (double)matches / (double)(s.la + s.lb) : 1.0;
    if (q > best) r = py_diff_ratio(&s);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* _keep_original_ws(line, tags).rstrip(): a tag blank where the line has whitespace keeps
 * the line's character (a tab stays a tab). */
static void put_guide(StrBuf *sb, const char *ln, const char *tags) {
  size_t start = sb->len;
  for (const char *p = ln, *t = tags; *p && *t; t++) {
    int n = 1;
    unsigned char c = (unsigned char)*p;
    if (c >= 0xF0) n = 4;
    else if (c >= 0xE0) n = 3;
    else if (c >= 0xC0) n = 2;
    if (*t == ' ' && n == 1 && isspace(c)) rt_sb_putc(sb, (char)c);
    else rt_sb_putc(sb, *t);
    p += n;
  }
  while (sb->len > start && isspace((unsigned char)sb->data[sb->len - 1])) sb->data[--sb->len] = 0;
}

static void qformat(Differ *d, Value aelt, Value belt) {
  DiffSeqs s;
  memset(&s, 0, sizeof s);
  int mark = py_diff_seqs_push(&s);
  py_diff_seqs_init(&s, aelt, belt, d->charjunk, true);
  DiffOp *ops;
  int64_t n = py_diff_opcodes(&s, &ops);
  rt_cleanup_push(free, ops);
  StrBuf at, bt;
  rt_sb_init(&at);
  rt_sb_init(&bt);
  rt_sb_cleanup_push(&at);
  rt_sb_cleanup_push(&bt);
  for (int64_t k = 0; k < n; k++) {
    int64_t la = ops[k].i2 - ops[k].i1, lb = ops[k].j2 - ops[k].j1;
    char ca = ops[k].tag == DIFF_REPLACE ? '^' : ops[k].tag == DIFF_DELETE ? '-' : ' ';
    char cb = ops[k].tag == DIFF_REPLACE ? '^' : ops[k].tag == DIFF_INSERT ? '+' : ' ';
    if (ops[k].tag != DIFF_INSERT)
      for (int64_t i = 0; i < la; i++) rt_sb_putc(&at, ca);
    if (ops[k].tag != DIFF_DELETE)
      for (int64_t i = 0; i < lb; i++) rt_sb_putc(&bt, cb);
  }
  rt_sb_putc(&at, 0), at.len--;
  rt_sb_putc(&bt, 0), bt.len--;
  StrBuf ga, gb;
  rt_sb_init(&ga);
  rt_sb_init(&gb);
  rt_sb_cleanup_push(&ga);
  rt_sb_cleanup_push(&gb);
  put_guide(&ga, rt_str_data(aelt), at.data);
  put_guide(&gb, rt_str_data(belt), bt.data);
  emit(d, rt_str_printf("- %s", rt_str_data(aelt)));
  if (ga.len) emit(d, rt_str_printf("? %s\n", ga.data));
  emit(d, rt_str_printf("+ %s", rt_str_data(belt)));
  if (gb.len) emit(d, rt_str_printf("? %s\n", gb.data));
  rt_cleanup_pop(mark, true);
}

static void fancy_replace(Differ *d, int64_t alo, int64_t ahi, int64_t blo, int64_t bhi) {
  double best = 0.74, cutoff = 0.75;
  int64_t eqi = -1, eqj = -1, besti = -1, bestj = -1;
  Value bj = rt_undef(), ai = rt_undef();
  int mark = rt_cleanup_push_value(&bj);
  rt_cleanup_push_value(&ai);
  for (int64_t j = blo; j < bhi; j++) {
    rt_decref(bj);
    bj = line(d->b, j);
    for (int64_t i = alo; i < ahi; i++) {
      rt_decref(ai);
      ai = line(d->a, i);
      if (rt_equal(ai, bj)) {
        if (eqi < 0) eqi = i, eqj = j;
        continue;
      }
      double r = similarity(d, ai, bj, best);
      if (r > best) best = r, besti = i, bestj = j;
    }
  }
  rt_cleanup_pop(mark, true);
  if (best < cutoff) {
    if (eqi < 0) {
      plain_replace(d, alo, ahi, blo, bhi);
      return;
    }
    besti = eqi, bestj = eqj;
  } else {
    eqi = -1;
  }
  fancy_helper(d, alo, besti, blo, bestj);
  Value aelt = line(d->a, besti), belt = rt_undef();
  mark = rt_cleanup_push_value(&aelt);
  rt_cleanup_push_value(&belt);
  belt = line(d->b, bestj);
  if (!rt_is_str(aelt) || !rt_is_str(belt)) rt_raise(RT_EXC_TypeError, "lines to compare must be str");
  if (eqi < 0) qformat(d, aelt, belt);
  else emit(d, rt_str_printf("  %s", rt_str_data(aelt)));
  rt_cleanup_pop(mark, true);
  fancy_helper(d, besti + 1, ahi, bestj + 1, bhi);
}

static Value compare(Value a, Value b, Value linejunk, Value charjunk) {
  Differ d = {a, b, rt_list_new(0), linejunk, charjunk};
  int mark = rt_cleanup_push_value(&d.out);
  DiffSeqs s;
  memset(&s, 0, sizeof s);
  py_diff_seqs_push(&s);
  py_diff_seqs_init(&s, a, b, linejunk, true);
  DiffOp *ops;
  int64_t n = py_diff_opcodes(&s, &ops);
  rt_cleanup_push(free, ops);
  for (int64_t k = 0; k < n; k++) {
    DiffOp o = ops[k];
    if (o.tag == DIFF_REPLACE) fancy_replace(&d, o.i1, o.i2, o.j1, o.j2);
    else if (o.tag == DIFF_DELETE) dump(&d, "-", a, o.i1, o.i2);
    else if (o.tag == DIFF_INSERT) dump(&d, "+", b, o.j1, o.j2);
    else dump(&d, " ", a, o.i1, o.i2);
  }
  Value it = rt_iter(d.out);
  rt_cleanup_pop(mark, true);
  return it;
}

static Value d_is_character_junk(ARGS) {
  (void)data;
  static const char *const names[] = {"ch", "ws"};
  Value a[2];
  py_parse_pyargs("IS_CHARACTER_JUNK", argc, argv, kw, 2, names, 1, a);
  Value ws = rt_is_undef(a[1]) ? rt_str_from_c(" \t") : (rt_incref(a[1]), a[1]);
  int mark = rt_cleanup_push_value(&ws);
  bool in = rt_contains(ws, a[0]);
  rt_cleanup_pop(mark, true);
  return rt_bool(in);
}

/* A blank line or a lone '#' (with blanks around). */
static Value d_is_line_junk(ARGS) {
  (void)data;
  static const char *const names[] = {"line", "pat"};
  Value a[2];
  py_parse_pyargs("IS_LINE_JUNK", argc, argv, kw, 2, names, 1, a);
  if (!rt_is_str(a[0])) rt_raise(RT_EXC_TypeError, "expected string or bytes-like object");
  const char *p = rt_str_data(a[0]);
  while (isspace((unsigned char)*p)) p++;
  if (*p == '#') p++;
  while (isspace((unsigned char)*p)) p++;
  return rt_bool(*p == 0);
}

static Value d_ndiff(ARGS) {
  (void)data;
  static const char *const names[] = {"a", "b", "linejunk", "charjunk"};
  Value a[4];
  py_parse_pyargs("ndiff", argc, argv, kw, 4, names, 2, a);
  Value cj = rt_undef();
  int mark = rt_cleanup_push_value(&cj);
  cj = rt_is_undef(a[3]) ? rt_native_new("IS_CHARACTER_JUNK", d_is_character_junk) : (rt_incref(a[3]), a[3]);
  Value r = compare(a[0], a[1], rt_is_undef(a[2]) ? rt_none() : a[2], cj);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value differ_init(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "linejunk", "charjunk"};
  Value a[3];
  py_parse_pyargs("__init__", argc, argv, kw, 3, names, 1, a);
  rt_setattr(a[0], "linejunk", rt_is_undef(a[1]) ? rt_none() : a[1]);
  rt_setattr(a[0], "charjunk", rt_is_undef(a[2]) ? rt_none() : a[2]);
  return rt_none();
}

static Value differ_compare(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "a", "b"};
  Value a[3];
  py_parse_pyargs("compare", argc, argv, kw, 3, names, 3, a);
  Value lj = rt_getattr(a[0], "linejunk"), cj = rt_undef();
  int mark = rt_cleanup_push_value(&lj);
  rt_cleanup_push_value(&cj);
  cj = rt_getattr(a[0], "charjunk");
  Value r = compare(a[1], a[2], lj, cj);
  rt_cleanup_pop(mark, true);
  return r;
}

void py_difflib_ndiff_init(Value m) {
  rt_module_add_fn(m, "ndiff", d_ndiff);
  rt_module_add_fn(m, "IS_CHARACTER_JUNK", d_is_character_junk);
  rt_module_add_fn(m, "IS_LINE_JUNK", d_is_line_junk);
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new("Differ", bases);
  rt_decref(bases);
  rt_class_set(RT_AS(ClassObj, cls), "__init__", rt_native_method_new("__init__", "Differ.__init__", differ_init, rt_none()));
  rt_class_set(RT_AS(ClassObj, cls), "compare", rt_native_method_new("compare", "Differ.compare", differ_compare, rt_none()));
  rt_class_set(RT_AS(ClassObj, cls), "__module__", rt_str_from_c("difflib"));
  rt_class_finish(cls, rt_none());
  rt_module_set(m, "Differ", cls);
}
