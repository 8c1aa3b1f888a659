/* unittest_assert.c — TestCase's assert* methods and fail(), with CPython 3.11's failure
 * messages: "1 != 2", "False is not true", "3 not found in [1, 2]", "Lists differ: ... != ...
 * / First differing element 2:", long reprs shortened to "'xxxx[34 chars]xxx'" as
 * _common_shorten_repr does, the user's msg after " : " (or alone when longMessage is false).
 * A failed comparison of strings, sequences or dicts ends with the ndiff of the two values
 * (unittest_diff.c), or past maxDiff characters a note of its length. assertRaises and assertRaisesRegex work as calls and as
 * context managers whose `exception` is what was raised. */
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
#include "py.h"
#include "unittest.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw

typedef struct ModState {
  Value raises_cm_class;
  Value warns_cm_class;
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"unittest assertions", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

/* ---- messages ---- */

static Value repr_of(Value v) { return rt_repr(v); }

/* Lengths here are in characters, as Python's: n characters of UTF-8 text s */
static size_t nchars(const char *s, size_t nbytes) {
  size_t n = 0;
  for (size_t k = 0; k < nbytes; k++) n += ((unsigned char)s[k] & 0xC0) != 0x80;
  return n;
}

/* The byte offset of character i of s */
static size_t char_off(const char *s, size_t nbytes, size_t i) {
  size_t k = 0;
  for (size_t c = 0; k < nbytes; k++) {
    if (((unsigned char)s[k] & 0xC0) != 0x80 && c++ == i) break;
  }
  return k;
}

/* _shorten: s (nbytes) with the middle replaced by "[N chars]" when that saves enough */
static void shorten(StrBuf *sb, const char *s, size_t nbytes, size_t prefix, size_t suffix) {
  size_t n = nchars(s, nbytes);
  if (n > prefix + suffix && n - prefix - suffix > 12) {
    rt_sb_putn(sb, s, char_off(s, nbytes, prefix));
    rt_sb_printf(sb, "[%zu chars]", n - prefix - suffix);
    size_t tail = char_off(s, nbytes, n - suffix);
    rt_sb_putn(sb, s + tail, nbytes - tail);
  } else {
    rt_sb_putn(sb, s, nbytes);
  }
}

/* _common_shorten_repr(a, b): out[0], out[1] the two reprs, shortened alike past 80 chars */
static void common_shorten_repr(Value a, Value b, Value out[2]) {
  Value r[2] = {repr_of(a), rt_undef()};
  int mark = rt_cleanup_push_value(&r[0]);
  r[1] = repr_of(b);
  rt_cleanup_push_value(&r[1]);
  const char *s0 = rt_str_data(r[0]), *s1 = rt_str_data(r[1]);
  size_t n0 = strlen(s0), n1 = strlen(s1);
  size_t c0 = nchars(s0, n0), c1 = nchars(s1, n1), maxlen = c0 > c1 ? c0 : c1;
  if (maxlen <= 80) {
    rt_cleanup_pop(mark, false);
    out[0] = r[0], out[1] = r[1];
    return;
  }
  size_t p = 0;
  while (p < n0 && p < n1 && s0[p] == s1[p]) p++;
  while (p > 0 && p < n0 && ((unsigned char)s0[p] & 0xC0) == 0x80) p--; /* a whole character */
  long common = 80 - (long)(maxlen - nchars(s0, p) + 5 + 12);
  for (int k = 0; k < 2; k++) {
    const char *s = k ? s1 : s0;
    size_t n = k ? n1 : n0;
    StrBuf sb;
    rt_sb_init(&sb);
    if (common > 5) {
      shorten(&sb, s, p, 5, (size_t)common);
      rt_sb_putn(&sb, s + p, n - p);
    } else {
      shorten(&sb, s, p, 5, 5);
      shorten(&sb, s + p, n - p, 80 - (5 + 12 + 5 + 12 + 5), 5);
    }
    out[k] = rt_sb_to_str(&sb);
  }
  rt_cleanup_pop(mark, true);
}

static _Noreturn void raise_with(Value arg) {
  /* a message raised as C code raises one: the VM chains it to the exception being handled */
  if (rt_is_str(arg) && rt_str_data(arg)[0]) rt_raise(RT_EXC_AssertionError, "%s", rt_str_data(arg));
  Value args = rt_tuple_from(1, &arg);
  Value e = rt_exc_instance_new(rt_exc_class(RT_EXC_AssertionError), RT_EXC_AssertionError, args);
  rt_decref(args);
  rt_raise_value(RT_EXC_AssertionError, e.as.o);
}

/* _formatMessage(msg, standard) and raise (standard is consumed) */
_Noreturn void ut_fail(Value self, Value msg, Value standard) {
  rt_cleanup_push_value(&standard); /* released by the raise */
  Value lm = ut_get(self, "longMessage", rt_bool(true));
  bool longmsg = rt_truthy(lm);
  rt_decref(lm);
  if (!longmsg) raise_with(rt_truthy(msg) ? msg : standard);
  if (rt_is_none(msg) || rt_is_undef(msg)) raise_with(standard);
  Value m = rt_to_str(msg);
  rt_cleanup_push_value(&m);
  Value s = rt_str_printf("%s : %s", rt_str_data(standard), rt_str_data(m));
  rt_cleanup_push_value(&s); /* released by the raise */
  raise_with(s);
}

/* fail with a message "A<sep>B" made of the reprs of a and b */
static _Noreturn void fail2(Value self, Value msg, Value a, const char *sep, Value b) {
  Value ra = repr_of(a);
  int mark = rt_cleanup_push_value(&ra);
  Value rb = repr_of(b);
  rt_cleanup_push_value(&rb);
  Value s = rt_str_printf("%s%s%s", rt_str_data(ra), sep, rt_str_data(rb));
  rt_cleanup_pop(mark, true);
  ut_fail(self, msg, s);
}

static _Noreturn void fail1(Value self, Value msg, const char *fmt, Value a) {
  Value ra = repr_of(a);
  int mark = rt_cleanup_push_value(&ra);
  Value s = rt_str_printf(fmt, rt_str_data(ra));
  rt_cleanup_pop(mark, true);
  ut_fail(self, msg, s);
}

/* Parse (self, a, [b,] msg=None): out[0..n-1] the values, out[n] msg (None when absent). */
static void parse(const char *name, int argc, const Value *argv, const Kwargs *kw, int n, Value *out) {
  static const char *const one[] = {"self", "expr", "msg"};
  static const char *const two[] = {"self", "first", "second", "msg"};
  Value a[4];
  char full[64];
  snprintf(full, sizeof full, "TestCase.%s", name);
  py_parse_pyargs(full, argc, argv, kw, n + 2, n == 1 ? one : two, n + 1, a);
  for (int k = 0; k <= n; k++) out[k] = a[k + 1];
  if (rt_is_undef(out[n])) out[n] = rt_none();
}

/* ---- the simple assertions ---- */

static Value a_fail(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "msg"};
  Value a[2];
  py_parse_pyargs("TestCase.fail", argc, argv, kw, 2, names, 1, a);
  raise_with(rt_is_undef(a[1]) ? rt_none() : a[1]);
}

static Value a_true(ARGS) {
  (void)data;
  Value a[2];
  parse("assertTrue", argc, argv, kw, 1, a);
  if (!rt_truthy(a[0])) fail1(argv[0], a[1], "%s is not true", a[0]);
  return rt_none();
}

static Value a_false(ARGS) {
  (void)data;
  Value a[2];
  parse("assertFalse", argc, argv, kw, 1, a);
  if (rt_truthy(a[0])) fail1(argv[0], a[1], "%s is not false", a[0]);
  return rt_none();
}

static Value a_is(ARGS) {
  (void)data;
  Value a[3];
  parse("assertIs", argc, argv, kw, 2, a);
  if (!rt_is(a[0], a[1])) fail2(argv[0], a[2], a[0], " is not ", a[1]);
  return rt_none();
}

static Value a_is_not(ARGS) {
  (void)data;
  Value a[3];
  parse("assertIsNot", argc, argv, kw, 2, a);
  if (rt_is(a[0], a[1])) fail1(argv[0], a[2], "unexpectedly identical: %s", a[0]);
  return rt_none();
}

static Value a_is_none(ARGS) {
  (void)data;
  Value a[2];
  static const char *const names[] = {"self", "obj", "msg"};
  Value p[3];
  py_parse_pyargs("TestCase.assertIsNone", argc, argv, kw, 3, names, 2, p);
  a[0] = p[1], a[1] = rt_is_undef(p[2]) ? rt_none() : p[2];
  if (!rt_is_none(a[0])) fail1(argv[0], a[1], "%s is not None", a[0]);
  return rt_none();
}

static Value a_is_not_none(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "obj", "msg"};
  Value p[3];
  py_parse_pyargs("TestCase.assertIsNotNone", argc, argv, kw, 3, names, 2, p);
  if (rt_is_none(p[1])) ut_fail(argv[0], rt_is_undef(p[2]) ? rt_none() : p[2], rt_str_from_c("unexpectedly None"));
  return rt_none();
}

static void member_args(const char *name, int argc, const Value *argv, const Kwargs *kw, Value out[3]) {
  static const char *const names[] = {"self", "member", "container", "msg"};
  Value p[4];
  char full[64];
  snprintf(full, sizeof full, "TestCase.%s", name);
  py_parse_pyargs(full, argc, argv, kw, 4, names, 3, p);
  out[0] = p[1], out[1] = p[2], out[2] = rt_is_undef(p[3]) ? rt_none() : p[3];
}

static Value a_in(ARGS) {
  (void)data;
  Value a[3];
  member_args("assertIn", argc, argv, kw, a);
  if (!rt_contains(a[1], a[0])) fail2(argv[0], a[2], a[0], " not found in ", a[1]);
  return rt_none();
}

static Value a_not_in(ARGS) {
  (void)data;
  Value a[3];
  member_args("assertNotIn", argc, argv, kw, a);
  if (rt_contains(a[1], a[0])) fail2(argv[0], a[2], a[0], " unexpectedly found in ", a[1]);
  return rt_none();
}

static bool isinstance_of(Value obj, Value cls) {
  Value args[2] = {obj, cls};
  Value r = rt_call(rt_builtin_lookup("isinstance"), 2, args, NULL);
  return rt_truthy(r);
}

static void instance_args(const char *name, int argc, const Value *argv, const Kwargs *kw, Value out[3]) {
  static const char *const names[] = {"self", "obj", "cls", "msg"};
  Value p[4];
  char full[64];
  snprintf(full, sizeof full, "TestCase.%s", name);
  py_parse_pyargs(full, argc, argv, kw, 4, names, 3, p);
  out[0] = p[1], out[1] = p[2], out[2] = rt_is_undef(p[3]) ? rt_none() : p[3];
}

static Value a_is_instance(ARGS) {
  (void)data;
  Value a[3];
  instance_args("assertIsInstance", argc, argv, kw, a);
  if (!isinstance_of(a[0], a[1])) fail2(argv[0], a[2], a[0], " is not an instance of ", a[1]);
  return rt_none();
}

static Value a_not_is_instance(ARGS) {
  (void)data;
  Value a[3];
  instance_args("assertNotIsInstance", argc, argv, kw, a);
  if (isinstance_of(a[0], a[1])) fail2(argv[0], a[2], a[0], " is an instance of ", a[1]);
  return rt_none();
}

/* assertGreater and its kin: op must hold of (first, second) */
static Value compare(const char *name, BinOp op, const char *words, int argc, const Value *argv, const Kwargs *kw) {
  Value a[3];
  parse(name, argc, argv, kw, 2, a);
  Value r = rt_binop(op, a[0], a[1]);
  bool ok = rt_truthy(r);
  rt_decref(r);
  if (!ok) fail2(argv[0], a[2], a[0], words, a[1]);
  return rt_none();
}

static Value a_greater(ARGS) { (void)data; return compare("assertGreater", RT_OP_GT, " not greater than ", argc, argv, kw); }
static Value a_greater_equal(ARGS) {
  (void)data;
  return compare("assertGreaterEqual", RT_OP_GE, " not greater than or equal to ", argc, argv, kw);
}
static Value a_less(ARGS) { (void)data; return compare("assertLess", RT_OP_LT, " not less than ", argc, argv, kw); }
static Value a_less_equal(ARGS) {
  (void)data;
  return compare("assertLessEqual", RT_OP_LE, " not less than or equal to ", argc, argv, kw);
}

/* ---- equality ---- */

/* "A != B" with the two reprs shortened alike */
static Value shortened(Value a, const char *sep, Value b) {
  Value r[2];
  common_shorten_repr(a, b, r);
  int mark = rt_cleanup_push_value(&r[0]);
  rt_cleanup_push_value(&r[1]);
  Value s = rt_str_printf("%s%s%s", rt_str_data(r[0]), sep, rt_str_data(r[1]));
  rt_cleanup_pop(mark, true);
  return s;
}

static Value lines_of(Value s, bool keepends) {
  const char *names[1] = {"keepends"};
  Value vals[1] = {rt_bool(keepends)};
  Kwargs kw = {1, names, vals};
  Value f = rt_getattr(s, "splitlines");
  int mark = rt_cleanup_push_value(&f);
  Value l = rt_call(f, 0, NULL, &kw);
  rt_cleanup_pop(mark, true);
  return l;
}

/* '\n' + the ndiff of the two lists of lines, joined by sep */
static Value diff_text(Value la, Value lb, const char *sep) {
  Value d = ut_ndiff(la, lb);
  int mark = rt_cleanup_push_value(&d);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_putc(&sb, '\n');
  for (int64_t k = 0; k < RT_AS(List, d)->n; k++) {
    if (k) rt_sb_puts(&sb, sep);
    rt_sb_puts(&sb, rt_str_data(RT_AS(List, d)->items[k]));
  }
  Value s = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true);
  return s;
}

/* the diff of pprint.pformat(a) and pprint.pformat(b), line by line */
static Value pformat_diff(Value a, Value b) {
  Value pp = rt_import("pprint");
  int mark = rt_cleanup_push_value(&pp);
  Value fa = ut_call(pp, "pformat", 1, &a);
  rt_cleanup_push_value(&fa);
  Value fb = ut_call(pp, "pformat", 1, &b);
  rt_cleanup_push_value(&fb);
  Value la = lines_of(fa, false);
  rt_cleanup_push_value(&la);
  Value lb = lines_of(fb, false);
  rt_cleanup_push_value(&lb);
  Value d = diff_text(la, lb, "\n");
  rt_cleanup_pop(mark, true);
  return d;
}

/* _truncateMessage: standard + diff, or a note of the diff's length past maxDiff (both consumed) */
static Value with_diff(Value self, Value standard, Value diff) {
  int mark = rt_cleanup_push_value(&standard);
  rt_cleanup_push_value(&diff);
  Value max = ut_get(self, "maxDiff", rt_none());
  rt_cleanup_push_value(&max);
  int64_t n = rt_len(diff);
  Value s = rt_is_none(max) || n <= rt_to_index(max, "maxDiff")
                ? rt_str_printf("%s%s", rt_str_data(standard), rt_str_data(diff))
                : rt_str_printf("%s\nDiff is %lld characters long. Set self.maxDiff to None to see it.", rt_str_data(standard),
                                (long long)n);
  rt_cleanup_pop(mark, true);
  return s;
}

/* assertSequenceEqual's message: "Lists differ: A != B" and where they first differ */
static _Noreturn void fail_sequences(Value self, Value msg, const char *kind, const char *lkind, Value a, Value b) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  Value r[2];
  common_shorten_repr(a, b, r);
  rt_sb_printf(&sb, "%ss differ: %s != %s\n", kind, rt_str_data(r[0]), rt_str_data(r[1]));
  rt_decref(r[0]), rt_decref(r[1]);
  int64_t n1 = rt_len(a), n2 = rt_len(b);
  for (int64_t i = 0; i < n1 && i < n2; i++) {
    Value x = rt_getitem(a, rt_int(i)), y = rt_getitem(b, rt_int(i));
    bool same = rt_equal(x, y);
    if (!same) {
      common_shorten_repr(x, y, r);
      rt_sb_printf(&sb, "\nFirst differing element %lld:\n%s\n%s\n", (long long)i, rt_str_data(r[0]), rt_str_data(r[1]));
      rt_decref(r[0]), rt_decref(r[1]);
    }
    rt_decref(x), rt_decref(y);
    if (!same) break;
  }
  if (n1 != n2) {
    Value longer = n1 > n2 ? a : b;
    int64_t at = n1 > n2 ? n2 : n1;
    rt_sb_printf(&sb, "\n%s %s contains %lld additional elements.\n", n1 > n2 ? "First" : "Second", lkind,
                 (long long)(n1 > n2 ? n1 - n2 : n2 - n1));
    Value x = rt_getitem(longer, rt_int(at));
    Value rx = repr_of(x);
    rt_decref(x);
    rt_sb_printf(&sb, "First extra element %lld:\n%s\n", (long long)at, rt_str_data(rx));
    rt_decref(rx);
  }
  Value s = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, false);
  s = with_diff(self, s, pformat_diff(a, b));
  ut_fail(self, msg, s);
}

/* assertSequenceEqual for list and tuple: the type check first (raised as it is) */
static void sequence_equal(Value self, Value a, Value b, Value msg, bool (*is)(Value), const char *name) {
  for (int k = 0; k < 2; k++) {
    Value v = k ? b : a;
    if (is && !is(v)) {
      Value r = repr_of(v);
      rt_cleanup_push_value(&r);
      Value s = rt_str_printf("%s sequence is not a %s: %s", k ? "Second" : "First", name, rt_str_data(r));
      rt_cleanup_push_value(&s);
      raise_with(s);
    }
  }
  if (rt_equal(a, b)) return;
  char cap[16];
  snprintf(cap, sizeof cap, "%s", name);
  cap[0] = (char)(cap[0] - 'a' + 'A');
  fail_sequences(self, msg, cap, name, a, b);
}

static void set_equal(Value self, Value a, Value b, Value msg) {
  Value d1 = rt_binop(RT_OP_SUB, a, b);
  int mark = rt_cleanup_push_value(&d1);
  Value d2 = rt_binop(RT_OP_SUB, b, a);
  rt_cleanup_push_value(&d2);
  if (rt_len(d1) == 0 && rt_len(d2) == 0) {
    rt_cleanup_pop(mark, true);
    return;
  }
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  for (int k = 0; k < 2; k++) {
    Value d = k ? d2 : d1;
    if (rt_len(d) == 0) continue;
    rt_sb_printf(&sb, "%sItems in the %s set but not the %s:", sb.len ? "\n" : "", k ? "second" : "first", k ? "first" : "second");
    Value it = rt_iter(d), x;
    while (rt_next(it, &x)) {
      rt_sb_putc(&sb, '\n');
      rt_sb_repr(&sb, x);
      rt_decref(x);
    }
    rt_decref(it);
  }
  Value s = rt_sb_to_str(&sb);
  rt_cleanup_pop(mark, true);
  ut_fail(self, msg, s);
}

static bool is_list(Value v) { return rt_is_list(v); }
static bool is_tuple(Value v) { return rt_is_tuple(v); }

static void dict_equal(Value self, Value a, Value b, Value msg) {
  static const char *const which[2] = {"First argument is not a dictionary", "Second argument is not a dictionary"};
  for (int k = 0; k < 2; k++) {
    Value v = k ? b : a;
    if (!rt_is_dict_subtype(v)) {
      Value m = rt_str_from_c(which[k]);
      rt_cleanup_push_value(&m);
      fail2(self, m, v, " is not an instance of ", rt_builtin_lookup("dict"));
    }
  }
  if (rt_equal(a, b)) return;
  Value s = shortened(a, " != ", b);
  ut_fail(self, msg, with_diff(self, s, pformat_diff(a, b)));
}

/* assertMultiLineEqual: "'a' != 'b'" and the diff of the lines (a single line as if it ended
 * with a newline) */
static void text_equal(Value self, Value a, Value b, Value msg) {
  static const char *const which[2] = {"First argument is not a string", "Second argument is not a string"};
  for (int k = 0; k < 2; k++) {
    Value v = k ? b : a;
    if (!rt_is_str(v)) {
      Value m = rt_str_from_c(which[k]);
      rt_cleanup_push_value(&m);
      fail2(self, m, v, " is not an instance of ", rt_builtin_lookup("str"));
    }
  }
  if (rt_equal(a, b)) return;
  Value s = shortened(a, " != ", b);
  if (rt_len(a) > 65536 || rt_len(b) > 65536) ut_fail(self, msg, s);
  int mark = rt_cleanup_push_value(&s);
  Value la = lines_of(a, true);
  rt_cleanup_push_value(&la);
  Value lb = lines_of(b, true);
  rt_cleanup_push_value(&lb);
  const char *t = rt_str_data(a);
  size_t n = strlen(t);
  if (RT_AS(List, la)->n == 1 && n > 0 && t[0] != '\n' && t[0] != '\r' && t[n - 1] != '\n' && t[n - 1] != '\r') {
    Value x = rt_str_printf("%s\n", t), y = rt_str_printf("%s\n", rt_str_data(b));
    rt_decref(la), rt_decref(lb);
    la = rt_list_from(1, &x), lb = rt_list_from(1, &y);
    rt_decref(x), rt_decref(y);
  }
  Value d = diff_text(la, lb, "");
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  ut_fail(self, msg, with_diff(self, s, d));
}

/* assertEqual: the type's own comparison when both are of one of the builtin kinds */
static void assert_equal(Value self, Value a, Value b, Value msg) {
  if (rt_is_list(a) && rt_is_list(b)) sequence_equal(self, a, b, msg, is_list, "list");
  else if (rt_is_tuple(a) && rt_is_tuple(b)) sequence_equal(self, a, b, msg, is_tuple, "tuple");
  else if (rt_is_dict(a) && rt_is_dict(b)) dict_equal(self, a, b, msg);
  else if ((rt_is_set(a) && rt_is_set(b)) || (rt_is_frozenset(a) && rt_is_frozenset(b))) set_equal(self, a, b, msg);
  else if (rt_is_str(a) && rt_is_str(b)) text_equal(self, a, b, msg);
  else if (!rt_equal(a, b)) ut_fail(self, msg, shortened(a, " != ", b));
}

static Value a_equal(ARGS) {
  (void)data;
  Value a[3];
  parse("assertEqual", argc, argv, kw, 2, a);
  assert_equal(argv[0], a[0], a[1], a[2]);
  return rt_none();
}

static Value a_not_equal(ARGS) {
  (void)data;
  Value a[3];
  parse("assertNotEqual", argc, argv, kw, 2, a);
  Value r = rt_binop(RT_OP_NE, a[0], a[1]);
  bool ne = rt_truthy(r);
  rt_decref(r);
  if (!ne) fail2(argv[0], a[2], a[0], " == ", a[1]);
  return rt_none();
}

static Value a_list_equal(ARGS) {
  (void)data;
  Value a[3];
  parse("assertListEqual", argc, argv, kw, 2, a);
  sequence_equal(argv[0], a[0], a[1], a[2], is_list, "list");
  return rt_none();
}

static Value a_tuple_equal(ARGS) {
  (void)data;
  Value a[3];
  parse("assertTupleEqual", argc, argv, kw, 2, a);
  sequence_equal(argv[0], a[0], a[1], a[2], is_tuple, "tuple");
  return rt_none();
}

static Value a_sequence_equal(ARGS) {
  (void)data;
  Value a[3];
  parse("assertSequenceEqual", argc, argv, kw, 2, a);
  if (!rt_equal(a[0], a[1])) fail_sequences(argv[0], a[2], "Sequence", "sequence", a[0], a[1]);
  return rt_none();
}

static Value a_dict_equal(ARGS) {
  (void)data;
  Value a[3];
  parse("assertDictEqual", argc, argv, kw, 2, a);
  dict_equal(argv[0], a[0], a[1], a[2]);
  return rt_none();
}

static Value a_multiline_equal(ARGS) {
  (void)data;
  Value a[3];
  parse("assertMultiLineEqual", argc, argv, kw, 2, a);
  text_equal(argv[0], a[0], a[1], a[2]);
  return rt_none();
}

static Value a_set_equal(ARGS) {
  (void)data;
  Value a[3];
  parse("assertSetEqual", argc, argv, kw, 2, a);
  set_equal(argv[0], a[0], a[1], a[2]);
  return rt_none();
}

/* assertCountEqual: per element, in the order first met in first then second, the counts that
 * differ ("First has 1, Second has 2:  1") */
static Value a_count_equal(ARGS) {
  (void)data;
  Value a[3];
  parse("assertCountEqual", argc, argv, kw, 2, a);
  Value list = rt_builtin_lookup("list");
  Value s = rt_call(list, 1, &a[0], NULL);
  int mark = rt_cleanup_push_value(&s);
  Value t = rt_call(list, 1, &a[1], NULL);
  rt_cleanup_push_value(&t);
  List *ls = RT_AS(List, s), *lt = RT_AS(List, t);
  char *used = calloc((size_t)(ls->n + lt->n) + 1, 1);
  rt_cleanup_push(free, used);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  for (int64_t i = 0; i < ls->n + lt->n; i++) {
    if (used[i]) continue;
    Value elem = i < ls->n ? ls->items[i] : lt->items[i - ls->n];
    int64_t cs = 0, ct = 0;
    for (int64_t j = i; j < ls->n; j++)
      if (!used[j] && rt_equal(ls->items[j], elem)) used[j] = 1, cs++;
    for (int64_t j = 0; j < lt->n; j++)
      if (!used[ls->n + j] && rt_equal(lt->items[j], elem)) used[ls->n + j] = 1, ct++;
    if (cs == ct) continue;
    rt_sb_printf(&sb, "\nFirst has %lld, Second has %lld:  ", (long long)cs, (long long)ct);
    rt_sb_repr(&sb, elem);
  }
  if (sb.len == 0) {
    rt_cleanup_pop(mark, true);
    return rt_none();
  }
  Value m = rt_str_printf("Element counts were not equal:%.*s", (int)sb.len, sb.data);
  rt_cleanup_pop(mark, true);
  ut_fail(argv[0], a[2], m);
}

/* ---- assertAlmostEqual ---- */

typedef struct Near {
  Value first, second, places, msg, delta;
} Near;

static Near near_args(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"self", "first", "second", "places", "msg", "delta"};
  Value p[6];
  char full[64];
  snprintf(full, sizeof full, "TestCase.%s", name);
  py_parse_pyargs(full, argc, argv, kw, 6, names, 3, p);
  for (int k = 3; k < 6; k++)
    if (rt_is_undef(p[k])) p[k] = rt_none();
  return (Near){p[1], p[2], p[3], p[4], p[5]};
}

static Value abs_diff(Near *n) {
  Value d = rt_binop(RT_OP_SUB, n->first, n->second);
  int mark = rt_cleanup_push_value(&d);
  Value r = rt_call(rt_builtin_lookup("abs"), 1, &d, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* round(diff, places) == 0 */
static bool rounds_to_zero(Value diff, Value places) {
  Value args[2] = {diff, places};
  Value r = rt_call(rt_builtin_lookup("round"), 2, args, NULL);
  int mark = rt_cleanup_push_value(&r);
  bool z = rt_equal(r, rt_int(0));
  rt_cleanup_pop(mark, true);
  return z;
}

static bool le(Value a, Value b) {
  Value r = rt_binop(RT_OP_LE, a, b);
  bool t = rt_truthy(r);
  rt_decref(r);
  return t;
}

static _Noreturn void near_fail(Value self, Near *n, const char *op, Value diff, bool with_diff) {
  Value r[4] = {repr_of(n->first), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&r[0]);
  for (int k = 1; k < 4; k++) rt_cleanup_push_value(&r[k]);
  r[1] = repr_of(n->second);
  bool delta = !rt_is_none(n->delta);
  r[2] = repr_of(delta ? n->delta : n->places);
  r[3] = repr_of(diff);
  Value s;
  if (with_diff)
    s = rt_str_printf("%s %s %s within %s %s (%s difference)", rt_str_data(r[0]), op, rt_str_data(r[1]), rt_str_data(r[2]),
                      delta ? "delta" : "places", rt_str_data(r[3]));
  else
    s = rt_str_printf("%s %s %s within %s places", rt_str_data(r[0]), op, rt_str_data(r[1]), rt_str_data(r[2]));
  rt_cleanup_pop(mark, true);
  ut_fail(self, n->msg, s);
}

static Value a_almost_equal(ARGS) {
  (void)data;
  Near n = near_args("assertAlmostEqual", argc, argv, kw);
  if (rt_equal(n.first, n.second)) return rt_none();
  if (!rt_is_none(n.delta) && !rt_is_none(n.places)) rt_raise(RT_EXC_TypeError, "specify delta or places not both");
  Value diff = abs_diff(&n);
  int mark = rt_cleanup_push_value(&diff);
  if (!rt_is_none(n.delta)) {
    if (le(diff, n.delta)) {
      rt_cleanup_pop(mark, true);
      return rt_none();
    }
  } else {
    if (rt_is_none(n.places)) n.places = rt_int(7);
    if (rounds_to_zero(diff, n.places)) {
      rt_cleanup_pop(mark, true);
      return rt_none();
    }
  }
  near_fail(argv[0], &n, "!=", diff, true);
}

static Value a_not_almost_equal(ARGS) {
  (void)data;
  Near n = near_args("assertNotAlmostEqual", argc, argv, kw);
  if (!rt_is_none(n.delta) && !rt_is_none(n.places)) rt_raise(RT_EXC_TypeError, "specify delta or places not both");
  Value diff = abs_diff(&n);
  int mark = rt_cleanup_push_value(&diff);
  bool same = rt_equal(n.first, n.second);
  if (!rt_is_none(n.delta)) {
    if (!same && !le(diff, n.delta)) {
      rt_cleanup_pop(mark, true);
      return rt_none();
    }
    near_fail(argv[0], &n, "==", diff, true);
  }
  if (rt_is_none(n.places)) n.places = rt_int(7);
  if (!same && !rounds_to_zero(diff, n.places)) {
    rt_cleanup_pop(mark, true);
    return rt_none();
  }
  near_fail(argv[0], &n, "==", diff, false);
}

/* ---- assertRaises, assertRaisesRegex, assertRegex ---- */

/* re.search(pattern, text) is not None */
static bool re_found(Value pattern, Value text) {
  Value re = rt_import("re");
  int mark = rt_cleanup_push_value(&re);
  Value args[2] = {pattern, text};
  Value m = ut_call(re, "search", 2, args);
  bool found = !rt_is_none(m);
  rt_decref(m);
  rt_cleanup_pop(mark, true);
  return found;
}

/* The pattern text of a str or a compiled pattern */
static Value pattern_text(Value p) { return rt_is_str(p) ? (rt_incref(p), p) : rt_getattr(p, "pattern"); }

/* "ValueError not raised" / "... not raised by f" (verb "triggered" for warnings): the
 * failure when the block or the call did not do what was expected */
static _Noreturn void fail_missing(Value cm, Value test, Value msg, Value expected, const char *verb) {
  Value name = ut_name_of(expected);
  rt_cleanup_push_value(&name);
  Value what = rt_getattr(cm, "obj_name");
  rt_cleanup_push_value(&what);
  ut_fail(test, msg, rt_is_none(what) ? rt_str_printf("%s not %s", rt_str_data(name), verb)
                                      : rt_str_printf("%s not %s by %s", rt_str_data(name), verb, rt_str_data(what)));
}

/* __exit__ of assertRaises' context manager: true swallows the expected exception */
static Value rcm_exit(ARGS) {
  (void)data;
  rt_check_nargs("__exit__", argc, kw, 4, 4);
  Value self = argv[0], exc = argv[2];
  Value expected = rt_getattr(self, "expected");
  int mark = rt_cleanup_push_value(&expected);
  Value test = rt_getattr(self, "test_case");
  rt_cleanup_push_value(&test);
  Value msg = rt_getattr(self, "msg");
  rt_cleanup_push_value(&msg);
  if (!rt_is_exception(exc)) fail_missing(self, test, msg, expected, "raised");
  if (!rt_exception_matches(exc, expected)) {
    rt_cleanup_pop(mark, true);
    return rt_bool(false);
  }
  rt_setattr(self, "exception", exc);
  Value regex = rt_getattr(self, "expected_regex"), text = rt_undef();
  rt_cleanup_push_value(&regex);
  rt_cleanup_push_value(&text);
  if (!rt_is_none(regex)) {
    text = rt_to_str(exc);
    if (!re_found(regex, text)) {
      Value pat = pattern_text(regex);
      rt_cleanup_push_value(&pat);
      ut_fail(test, msg, rt_str_printf("\"%s\" does not match \"%s\"", rt_str_data(pat), rt_str_data(text)));
    }
  }
  rt_cleanup_pop(mark, true);
  return rt_bool(true);
}

static Value rcm_enter(ARGS) {
  (void)data;
  rt_check_nargs("__enter__", argc, kw, 1, 1);
  rt_incref(argv[0]);
  return argv[0];
}

typedef struct CallJob {
  Value fn;
  int argc;
  const Value *argv;
  const Kwargs *kw;
} CallJob;

static void call_job(void *ud) {
  CallJob *j = ud;
  rt_decref(rt_call(j->fn, j->argc, j->argv, j->kw));
}

/* The context manager of assertRaises or assertWarns (of class cls) for test: without a
 * callable (argc 0) msg is its only keyword; with one, obj_name names it. */
static Value context_new(Value cls, Value test, Value expected, Value regex, int argc, const Value *argv,
                         const Kwargs *kw) {
  Value cm = rt_instance_new(RT_AS(ClassObj, cls));
  int mark = rt_cleanup_push_value(&cm);
  rt_setattr(cm, "expected", expected);
  rt_setattr(cm, "expected_regex", regex);
  rt_setattr(cm, "test_case", test);
  rt_setattr(cm, "msg", rt_none());
  rt_setattr(cm, "obj_name", rt_none());
  if (argc > 0) ut_set(cm, "obj_name", ut_name_of(argv[0]));
  for (int k = 0; argc == 0 && kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], "msg") != 0)
      rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for this function", kw->names[k]);
    rt_setattr(cm, "msg", kw->values[k]);
  }
  rt_cleanup_pop(mark, false);
  return cm;
}

/* The context manager, or with a callable the call under it */
static Value raises(Value self, Value expected, Value regex, int argc, const Value *argv, const Kwargs *kw) {
  Value cm = context_new(mod_state()->raises_cm_class, self, expected, regex, argc, argv, kw);
  if (argc == 0) return cm;
  int mark = rt_cleanup_push_value(&cm);
  CallJob j = {argv[0], argc - 1, argv + 1, kw};
  Value exit_args[4] = {cm, rt_none(), rt_none(), rt_none()}, exc = rt_undef();
  rt_cleanup_push_value(&exc);
  if (rt_pcall(call_job, &j)) {
    const Exception *e = rt_error_current();
    exc = e->value ? (rt_incref(rt_obj(e->value)), rt_obj(e->value)) : rt_exc_from_message(e->kind, e->message);
    if (!rt_exception_matches(exc, expected)) rt_reraise();
    rt_error_clear();
    exit_args[1] = rt_exc_class_of(exc), exit_args[2] = exc;
    rt_decref(rcm_exit(rt_none(), 4, exit_args, NULL));
  } else {
    rt_decref(rcm_exit(rt_none(), 4, exit_args, NULL));
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value a_raises(ARGS) {
  (void)data;
  if (argc < 2) rt_raise(RT_EXC_TypeError, "TestCase.assertRaises() missing 1 required positional argument: 'expected_exception'");
  return raises(argv[0], argv[1], rt_none(), argc - 2, argv + 2, kw);
}

static Value a_raises_regex(ARGS) {
  (void)data;
  if (argc < 3)
    rt_raise(RT_EXC_TypeError, "TestCase.assertRaisesRegex() missing %d required positional argument%s", 3 - argc,
             argc == 2 ? ": 'expected_regex'" : "s: 'expected_exception' and 'expected_regex'");
  return raises(argv[0], argv[1], argv[2], argc - 3, argv + 3, kw);
}

static Value a_regex(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "text", "expected_regex", "msg"};
  Value p[4];
  py_parse_pyargs("TestCase.assertRegex", argc, argv, kw, 4, names, 3, p);
  if (re_found(p[2], p[1])) return rt_none();
  Value pat = pattern_text(p[2]);
  int mark = rt_cleanup_push_value(&pat);
  Value r = repr_of(pat);
  rt_cleanup_push_value(&r);
  Value t = repr_of(p[1]);
  rt_cleanup_push_value(&t);
  Value s = rt_str_printf("Regex didn't match: %s not found in %s", rt_str_data(r), rt_str_data(t));
  rt_cleanup_pop(mark, true);
  ut_fail(argv[0], rt_is_undef(p[3]) ? rt_none() : p[3], s);
}

static Value a_not_regex(ARGS) {
  (void)data;
  static const char *const names[] = {"self", "text", "unexpected_regex", "msg"};
  Value p[4];
  py_parse_pyargs("TestCase.assertNotRegex", argc, argv, kw, 4, names, 3, p);
  Value re = rt_import("re");
  int mark = rt_cleanup_push_value(&re);
  Value args[2] = {p[2], p[1]};
  Value m = ut_call(re, "search", 2, args);
  rt_cleanup_push_value(&m);
  if (rt_is_none(m)) {
    rt_cleanup_pop(mark, true);
    return rt_none();
  }
  Value part = ut_call(m, "group", 0, NULL);
  rt_cleanup_push_value(&part);
  Value pat = pattern_text(p[2]);
  rt_cleanup_push_value(&pat);
  Value r[3] = {rt_repr(part), rt_undef(), rt_undef()};
  for (int k = 0; k < 3; k++) rt_cleanup_push_value(&r[k]);
  r[1] = rt_repr(pat), r[2] = rt_repr(p[1]);
  Value s = rt_str_printf("Regex matched: %s matches %s in %s", rt_str_data(r[0]), rt_str_data(r[1]), rt_str_data(r[2]));
  rt_cleanup_pop(mark, true);
  ut_fail(argv[0], rt_is_undef(p[3]) ? rt_none() : p[3], s);
}

/* ---- assertWarns, assertWarnsRegex: warnings recorded while the block runs ---- */


static Value wcm_enter(ARGS) {
  (void)data;
  rt_check_nargs("__enter__", argc, kw, 1, 1);
  Value self = argv[0];
  Value w = rt_import("warnings");
  int mark = rt_cleanup_push_value(&w);
  const char *names[1] = {"record"};
  Value vals[1] = {rt_bool(true)};
  Kwargs rk = {1, names, vals};
  Value f = rt_getattr(w, "catch_warnings");
  rt_cleanup_push_value(&f);
  Value mgr = rt_call(f, 0, NULL, &rk);
  rt_cleanup_push_value(&mgr);
  rt_setattr(self, "warnings_manager", mgr);
  ut_set(self, "warnings", ut_call(mgr, "__enter__", 0, NULL));
  Value args[2] = {rt_str_from_c("always"), rt_getattr(self, "expected")};
  rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
  rt_decref(ut_call(w, "simplefilter", 2, args));
  rt_cleanup_pop(mark, true);
  rt_incref(self);
  return self;
}

/* The first recorded warning of the expected class (matching the pattern): kept as `warning`,
 * `filename`, `lineno`; else AssertionError "UserWarning not triggered" */
static void find_warning(Value self, Value expected, Value regex) {
  Value log = rt_getattr(self, "warnings");
  int mark = rt_cleanup_push_value(&log);
  Value first = rt_undef(), m = rt_undef(), w = rt_undef(), text = rt_undef();
  rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&text);
  for (int64_t k = 0; k < rt_len(log); k++) {
    rt_decref(m), rt_decref(w), rt_decref(text);
    m = w = text = rt_undef();
    m = rt_getitem(log, rt_int(k));
    w = rt_getattr(m, "message");
    if (rt_is_exception(w) && rt_exception_matches(w, expected)) {
      if (rt_is_undef(first)) first = w;
      text = rt_to_str(w);
      if (rt_is_none(regex) || re_found(regex, text)) {
        rt_setattr(self, "warning", w);
        ut_set(self, "filename", rt_getattr(m, "filename"));
        ut_set(self, "lineno", rt_getattr(m, "lineno"));
        rt_cleanup_pop(mark, true);
        return;
      }
      if (rt_is(first, w)) rt_incref(first); /* kept for the message */
    }
  }
  Value test = rt_getattr(self, "test_case");
  rt_cleanup_push_value(&test);
  Value msg = rt_getattr(self, "msg");
  rt_cleanup_push_value(&msg);
  if (!rt_is_undef(first)) {
    rt_cleanup_push_value(&first);
    Value pat = pattern_text(regex);
    rt_cleanup_push_value(&pat);
    Value text = rt_to_str(first);
    rt_cleanup_push_value(&text);
    ut_fail(test, msg, rt_str_printf("\"%s\" does not match \"%s\"", rt_str_data(pat), rt_str_data(text)));
  }
  fail_missing(self, test, msg, expected, "triggered");
}

static Value wcm_exit(ARGS) {
  (void)data;
  rt_check_nargs("__exit__", argc, kw, 4, 4);
  Value self = argv[0];
  Value mgr = rt_getattr(self, "warnings_manager");
  int mark = rt_cleanup_push_value(&mgr);
  rt_decref(ut_call(mgr, "__exit__", 3, argv + 1));
  if (!rt_is_none(argv[1])) { /* an exception: it goes on */
    rt_cleanup_pop(mark, true);
    return rt_none();
  }
  Value expected = rt_getattr(self, "expected");
  rt_cleanup_push_value(&expected);
  Value regex = rt_getattr(self, "expected_regex");
  rt_cleanup_push_value(&regex);
  find_warning(self, expected, regex);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static void warns_exit_job(void *ud) {
  Value *cm = ud;
  Value args[4] = {cm[0], rt_none(), rt_none(), rt_none()};
  rt_decref(wcm_exit(rt_none(), 4, args, NULL));
}

static Value warns(Value self, Value expected, Value regex, int argc, const Value *argv, const Kwargs *kw) {
  Value cm = context_new(mod_state()->warns_cm_class, self, expected, regex, argc, argv, kw);
  if (argc == 0) return cm;
  int mark = rt_cleanup_push_value(&cm);
  rt_decref(wcm_enter(rt_none(), 1, &cm, NULL));
  CallJob j = {argv[0], argc - 1, argv + 1, kw};
  if (rt_pcall(call_job, &j)) { /* restore the filters, then the exception goes on */
    Exception *e = rt_error_take();
    Value mgr = rt_getattr(cm, "warnings_manager");
    Value none3[3] = {rt_none(), rt_none(), rt_none()};
    rt_decref(ut_call(mgr, "__exit__", 3, none3));
    rt_decref(mgr);
    rt_error_restore(e);
    rt_reraise();
  }
  warns_exit_job(&cm);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static Value a_warns(ARGS) {
  (void)data;
  if (argc < 2) rt_raise(RT_EXC_TypeError, "TestCase.assertWarns() missing 1 required positional argument: 'expected_warning'");
  return warns(argv[0], argv[1], rt_none(), argc - 2, argv + 2, kw);
}

static Value a_warns_regex(ARGS) {
  (void)data;
  if (argc < 3)
    rt_raise(RT_EXC_TypeError, "TestCase.assertWarnsRegex() missing %d required positional argument%s", 3 - argc,
             argc == 2 ? ": 'expected_regex'" : "s: 'expected_warning' and 'expected_regex'");
  return warns(argv[0], argv[1], argv[2], argc - 3, argv + 3, kw);
}

static const UtMethod wcm_methods[] = {
    {"__enter__", wcm_enter, UT_PLAIN},
    {"__exit__", wcm_exit, UT_PLAIN},
    {NULL, NULL, 0}};

static const UtMethod assert_methods[] = {
    {"fail", a_fail, UT_PLAIN},
    {"assertTrue", a_true, UT_PLAIN},
    {"assertFalse", a_false, UT_PLAIN},
    {"assertIs", a_is, UT_PLAIN},
    {"assertIsNot", a_is_not, UT_PLAIN},
    {"assertIsNone", a_is_none, UT_PLAIN},
    {"assertIsNotNone", a_is_not_none, UT_PLAIN},
    {"assertIn", a_in, UT_PLAIN},
    {"assertNotIn", a_not_in, UT_PLAIN},
    {"assertIsInstance", a_is_instance, UT_PLAIN},
    {"assertNotIsInstance", a_not_is_instance, UT_PLAIN},
    {"assertGreater", a_greater, UT_PLAIN},
    {"assertGreaterEqual", a_greater_equal, UT_PLAIN},
    {"assertLess", a_less, UT_PLAIN},
    {"assertLessEqual", a_less_equal, UT_PLAIN},
    {"assertEqual", a_equal, UT_PLAIN},
    {"assertEquals", a_equal, UT_PLAIN},
    {"assertNotEqual", a_not_equal, UT_PLAIN},
    {"assertListEqual", a_list_equal, UT_PLAIN},
    {"assertTupleEqual", a_tuple_equal, UT_PLAIN},
    {"assertSequenceEqual", a_sequence_equal, UT_PLAIN},
    {"assertDictEqual", a_dict_equal, UT_PLAIN},
    {"assertSetEqual", a_set_equal, UT_PLAIN},
    {"assertMultiLineEqual", a_multiline_equal, UT_PLAIN},
    {"assertCountEqual", a_count_equal, UT_PLAIN},
    {"assertAlmostEqual", a_almost_equal, UT_PLAIN},
    {"assertNotAlmostEqual", a_not_almost_equal, UT_PLAIN},
    {"assertRaises", a_raises, UT_PLAIN},
    {"assertRaisesRegex", a_raises_regex, UT_PLAIN},
    {"assertRegex", a_regex, UT_PLAIN},
    {"assertNotRegex", a_not_regex, UT_PLAIN},
    {"assertWarns", a_warns, UT_PLAIN},
    {"assertWarnsRegex", a_warns_regex, UT_PLAIN},
    {NULL, NULL, 0}};

static const UtMethod rcm_methods[] = {
    {"__enter__", rcm_enter, UT_PLAIN},
    {"__exit__", rcm_exit, UT_PLAIN},
    {NULL, NULL, 0}};

void ut_assert_init(Value m, Value testcase) {
  ModState *st = mod_state();
  for (const UtMethod *m = assert_methods; m->name; m++) {
    char qual[96];
    snprintf(qual, sizeof qual, "TestCase.%s", m->name);
    rt_class_set(RT_AS(ClassObj, testcase), m->name, rt_native_method_new(m->name, qual, m->fn, rt_none()));
  }
  st->raises_cm_class = ut_class_new("_AssertRaisesContext", rt_undef(), rcm_methods);
  rt_module_set(m, "_AssertRaisesContext", st->raises_cm_class);
  st->warns_cm_class = ut_class_new("_AssertWarnsContext", rt_undef(), wcm_methods);
  rt_module_set(m, "_AssertWarnsContext", st->warns_cm_class);
}
