/* builtins.c — Python's built-in functions and the classes int, float, bool, str, list, tuple,
 * range (callables that isinstance() understands), registered into the builtins module by
 * rt_builtins_init. The lazy iterator builtins (enumerate, zip, map, ...) are iter.c's. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/complex.h"
#include "../obj/exc.h"
#include "../obj/dict.h"
#include "../obj/class.h"
#include "../obj/format.h"
#include "../base/io.h"
#include "ctypes_internal.h"
#include "decimal_internal.h"
#include "py.h"
#include "stdout_codec.h"
#include "pydoc_help.h"
#include "structseq.h"
#include "../obj/native.h"
#include "../obj/modules.h"
#include "../obj/objects.h"
#include "../obj/range_big.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "../base/strbuf.h"

#define UNUSED_SELF (void)self

static Value none_or(Value v, Value dflt) {
  return rt_is_undef(v) ? dflt : v;
}

/* ---- print ---- */

static const char *const print_names[] = {"sep", "end", "file", "flush"};

static const char *text_arg(Value v, const char *what, const char *dflt) {
  if (rt_is_undef(v) || rt_is_none(v)) return dflt;
  Value s = rt_str_arg(v);
  if (rt_is_undef(s)) {
    rt_raise(RT_EXC_TypeError, "%s must be None or a string, not %s", what, rt_type_name(v));
  }
  return rt_str_data(s);
}

/* str(v) appended to sb; numbers and strings without a temporary str object. */
static void print_value(StrBuf *sb, Value v) {
  switch (v.tag) {
    case RT_INT: rt_sb_printf(sb, "%lld", (long long)v.as.i); return;
    case RT_FLOAT: rt_format_float_repr(sb, v.as.f); return;
    default: break;
  }
  if (rt_is_str(v))
    rt_sb_putn(sb, rt_str_data(v), (size_t)RT_AS(Str, v)->nbytes);
  else
    rt_sb_str(sb, v);
}

/* print(..., file=f): the text in sb (freed here) goes to f.write, as in CPython. */
static void print_to(Value file, StrBuf *sb) {
  int mark = rt_sb_cleanup_push(sb);
  Value write = rt_getattr(file, "write");
  rt_cleanup_push_value(&write);
  Value text = rt_str_new(sb->data ? sb->data : "", sb->len);
  rt_cleanup_push_value(&text);
  rt_decref(rt_call(write, 1, &text, NULL));
  rt_cleanup_pop(mark, true);
}

/* print(..., file=obj) with a class of the program's: CPython writes each argument's str, each
 * separator and the end with a call of their own to obj.write, which such a class can see. */
static void print_pieces(Value file, int argc, const Value *argv, const char *sep, const char *end) {
  Value write = rt_getattr(file, "write"), piece = rt_undef();
  int mark = rt_cleanup_push_value(&write);
  rt_cleanup_push_value(&piece);
  for (int i = 0; i <= argc; i++) {
    if (i > 0) {
      piece = rt_str_from_c(i == argc ? end : sep);
      rt_decref(rt_call(write, 1, &piece, NULL));
      rt_decref(piece);
      piece = rt_undef();
    }
    if (i == argc) break;
    piece = rt_to_str(argv[i]);
    rt_decref(rt_call(write, 1, &piece, NULL));
    rt_decref(piece);
    piece = rt_undef();
  }
  if (argc == 0) {
    piece = rt_str_from_c(end);
    rt_decref(rt_call(write, 1, &piece, NULL));
  }
  rt_cleanup_pop(mark, true);
}

static Value print_body(int argc, const Value *argv, const Value *a);

/* The text print builds; if an argument's str raises, CPython has written the arguments (and
 * separators) before it to the file already: to stdout, so is that text here. */
typedef struct PrintText {
  StrBuf sb;
  bool to_stdout;
} PrintText;

static void print_text_unwind(void *p) {
  PrintText *t = p;
  if (t->to_stdout && t->sb.len) py_stdout_text(t->sb.data, t->sb.len);
  rt_sb_free(&t->sb);
}

static Value b_print(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  Value a[4];
  for (int k = 0; kw && k < kw->n; k++) {
    int j = 0;
    while (j < 4 && strcmp(kw->names[k], print_names[j]) != 0) j++;
    if (j == 4) {
      rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for print()", kw->names[k]);
    }
  }
  rt_parse_args("print", 0, argv, kw, 4, print_names, 0, a);
  /* CPython's print is a level of C recursion, and file.write one more (checked below): within
   * two levels of the recursion limit print is what fails (runaway recursion that prints as it
   * goes); the str of an argument with a __str__ of Python's is a level between them */
  rt_recursion_enter(" while calling a Python object");
  Value r = print_body(argc, argv, a);
  rt_recursion_leave();
  return r;
}

/* print() to a stdout reconfigured to another encoding: each argument, separator and the end
 * written (encoded) in turn, so that an encoding error leaves what came before written. */
static void print_coded(int argc, const Value *argv, const char *sep, const char *end) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int i = 0; i < argc; i++) {
    if (i) py_stdout_text(sep, strlen(sep));
    sb.len = 0;
    print_value(&sb, argv[i]);
    py_stdout_text(sb.data ? sb.data : "", sb.len);
  }
  py_stdout_text(end, strlen(end));
  rt_cleanup_pop(mark, true);
}

static Value print_body(int argc, const Value *argv, const Value *a) {
  const char *sep = text_arg(a[0], "sep", " ");
  const char *end = text_arg(a[1], "end", "\n");
  Value file = !rt_is_undef(a[2]) && !rt_is_none(a[2]) ? a[2] : py_sys_stream_override(1);
  bool pieces = rt_is_instance(file);
  if (pieces) print_pieces(file, argc, argv, sep, end);
  if (rt_is_undef(file) && py_stdout_coded()) { /* piece by piece, as each write encodes */
    print_coded(argc, argv, sep, end);
    if (!rt_is_undef(a[3]) && rt_truthy(a[3])) rt_stdout_flush();
    return rt_none();
  }
  PrintText text = {.to_stdout = rt_is_undef(file)};
  rt_sb_init(&text.sb);
  int mark = rt_cleanup_push(print_text_unwind, &text); /* an argument's __str__ may raise */
  for (int i = 0; i < argc && !pieces; i++) {
    if (i) rt_sb_puts(&text.sb, sep);
    print_value(&text.sb, argv[i]);
  }
  if (!pieces) rt_sb_puts(&text.sb, end);
  if (py_frame_depth() + *rt_c_depth() >= rt_recursion_limit()) { /* file.write's level: no text */
    text.to_stdout = false;
    rt_raise(RT_EXC_RecursionError, "maximum recursion depth exceeded while calling a Python object");
  }
  rt_cleanup_pop(mark, false);
  StrBuf sb = text.sb;
  if (rt_is_none(file)) { /* sys.stdout = None: print does nothing, as in CPython */
    rt_sb_free(&sb);
    return rt_none();
  }
  if (!rt_is_undef(file)) { /* print(..., file=f) or a replaced sys.stdout: f.write(text) */
    if (pieces) rt_sb_free(&sb);
    else print_to(file, &sb);
    if (!rt_is_undef(a[3]) && rt_truthy(a[3])) { /* flush=True: f.flush() */
      Value fl = rt_getattr(file, "flush");
      int mark = rt_cleanup_push_value(&fl);
      rt_decref(rt_call(fl, 0, NULL, NULL));
      rt_cleanup_pop(mark, true);
    }
    return rt_none();
  }
  int smark = rt_sb_cleanup_push(&sb); /* encoding it may raise */
  if (sb.len) py_stdout_text(sb.data, sb.len);
  rt_cleanup_pop(smark, true);
  if (!rt_is_undef(a[3]) && rt_truthy(a[3])) rt_stdout_flush();
  return rt_none();
}

/* ---- small functions ---- */

static Value b_len(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("len", argc, kw, 1, 1, RT_ARGS_ONE);
  return rt_int(rt_len(argv[0]));
}

static Value b_repr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("repr", argc, kw, 1, 1, RT_ARGS_ONE);
  rt_recursion_enter(" while calling a Python object"); /* a builtin call's level, as CPython */
  Value r = rt_repr(argv[0]);
  rt_recursion_leave();
  return r;
}

static Value b_ascii(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("ascii", argc, kw, 1, 1, RT_ARGS_ONE);
  return rt_ascii(argv[0]);
}

static Value b_format(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("format", argc, kw, 1, 2, RT_ARGS_CLINIC);
  Value spec = argc == 2 ? rt_str_arg(argv[1]) : rt_undef();
  if (argc == 2 && rt_is_undef(spec)) {
    rt_raise(RT_EXC_TypeError, "format() argument 2 must be str, not %s", rt_type_name(argv[1]));
  }
  return rt_format(argv[0], argc == 2 ? rt_str_data(spec) : "", 0);
}

static Value b_callable(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("callable", argc, kw, 1, 1, RT_ARGS_ONE);
  if (rt_is_instance(argv[0])) return rt_bool(rt_instance_callable(argv[0]));
  return rt_bool(rt_is_obj(argv[0]) && argv[0].as.o->type->call != NULL);
}

static Value b_abs(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("abs", argc, kw, 1, 1, RT_ARGS_ONE);
  Value v = argv[0];
  switch (v.tag) {
    case RT_BOOL: return rt_int(v.as.b);
    case RT_INT:
      if (v.as.i == INT64_MIN) return rt_int_unop(RT_UOP_NEG, v);
      return rt_int(v.as.i < 0 ? -v.as.i : v.as.i);
    case RT_FLOAT: return rt_float(fabs(v.as.f));
    default: break;
  }
  if (rt_is_bigint(v)) return rt_int_unop(rt_int_sign(v) < 0 ? RT_UOP_NEG : RT_UOP_POS, v);
  if (rt_is_complex(v)) return rt_float(rt_complex_abs(RT_AS(Complex, v)->re, RT_AS(Complex, v)->im));
  if (rt_is_instance(v)) return rt_instance_abs(v);
  RtMethodFn abs_fn = rt_is_obj(v) && v.as.o->type->method ? v.as.o->type->method(v, "__abs__") : NULL;
  if (abs_fn) return abs_fn(v, 0, NULL, NULL); /* NumPy's scalars, datetime.timedelta */
  if (rt_is_array_number(v) || rt_is_scalar_number(v)) { /* numpy.abs, as NumPy's types do */
    Value np = rt_import("numpy");
    Value fn = rt_getattr(np, "abs");
    Value r = rt_call(fn, 1, &v, NULL);
    rt_decref(fn);
    rt_decref(np);
    return r;
  }
  rt_raise(RT_EXC_TypeError, "bad operand type for abs(): '%s'", rt_type_name(v));
}

static Value b_any_all(int argc, const Value *argv, const Kwargs *kw, bool want) {
  rt_check_args(want ? "any" : "all", argc, kw, 1, 1, RT_ARGS_ONE);
  Value it = rt_iter(argv[0]), x;
  bool found = false;
  while (!found && rt_next(it, &x)) {
    found = rt_truthy(x) == want;
    rt_decref(x);
  }
  rt_decref(it);
  return rt_bool(want ? found : !found);
}

static Value b_any(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  return b_any_all(argc, argv, kw, true);
}
static Value b_all(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  return b_any_all(argc, argv, kw, false);
}

/* ---- min / max ---- */

static const char *const minmax_names[] = {"key", "default"};

static Value minmax(const char *fname, BinOp op, int argc, const Value *argv, const Kwargs *kw) {
  Value a[2];
  rt_parse_args(fname, 0, argv, kw, 2, minmax_names, 0, a);
  Value key = none_or(a[0], rt_none());
  if (argc == 0) {
    rt_raise(RT_EXC_TypeError, "%s expected at least 1 argument, got 0", fname);
  }
  if (argc > 1 && !rt_is_undef(a[1])) {
    rt_raise(RT_EXC_TypeError,
             "Cannot specify a default for %s() with multiple positional arguments", fname);
  }
  bool has_key = !rt_is_none(key);
  Value tmp = argc == 1 ? rt_undef() : rt_tuple_from(argc, argv);
  Value it = rt_iter(argc == 1 ? argv[0] : tmp), x = rt_undef(), k = rt_undef();
  Value best = rt_undef(), best_key = rt_undef();
  rt_decref(tmp); /* the iterator keeps the tuple alive */
  /* owned while the key or the comparison may raise; without key, k and best_key alias */
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&best);
  rt_cleanup_push_value(&x);
  if (has_key) {
    rt_cleanup_push_value(&best_key);
    rt_cleanup_push_value(&k);
  }
  while (rt_next(it, &x)) {
    k = has_key ? rt_call(key, 1, &x, NULL) : x; /* without key, k aliases x */
    bool better = rt_is_undef(best);
    if (!better) {
      Value c = rt_binop(op, k, best_key);
      better = rt_truthy(c);
      rt_decref(c);
    }
    if (better) {
      rt_decref(best);
      if (has_key) rt_decref(best_key);
      best = x;
      best_key = k;
    } else {
      rt_decref(x);
      if (has_key) rt_decref(k);
    }
    x = k = rt_undef();
  }
  rt_cleanup_pop(mark, false);
  rt_decref(it);
  if (rt_is_undef(best)) {
    if (!rt_is_undef(a[1])) {
      rt_incref(a[1]);
      return a[1];
    }
    rt_raise(RT_EXC_ValueError, "%s() arg is an empty sequence", fname);
  }
  if (has_key) rt_decref(best_key);
  return best;
}

static Value b_min(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  return minmax("min", RT_OP_LT, argc, argv, kw);
}
static Value b_max(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  return minmax("max", RT_OP_GT, argc, argv, kw);
}

/* ---- sum ---- */

static const char *const sum_names[] = {"iterable", "start"};

static Value b_sum(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  Value a[2];
  /* CPython's sum counts its arguments before binding them */
  if (argc == 0) rt_raise(RT_EXC_TypeError, "sum() takes at least 1 positional argument (0 given)");
  if (argc > 2) rt_raise(RT_EXC_TypeError, "sum() takes at most 2 arguments (%d given)", argc);
  rt_parse_args("sum", argc, argv, kw, 2, sum_names, 1, a);
  Value acc = none_or(a[1], rt_int(0));
  if (rt_is_str(acc)) {
    rt_raise(RT_EXC_TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
  }
  rt_incref(acc);
  int mark = rt_cleanup_push_value(&acc);
  Value it = rt_iter(a[0]), x = rt_undef();
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&x);
  while (rt_next(it, &x)) {
    Value r;
    if (acc.tag == RT_FLOAT && x.tag == RT_FLOAT)
      r = rt_float(acc.as.f + x.as.f);
    else
      r = rt_binop(RT_OP_ADD, acc, x);
    rt_decref(acc);
    rt_decref(x);
    acc = r;
    x = rt_undef();
  }
  rt_cleanup_pop(mark, false);
  rt_decref(it);
  return acc;
}

/* ---- sorted, list, tuple ---- */

static const char *const sorted_names[] = {"iterable", "key", "reverse"};

static Value list_of(Value iterable) {
  Value it = rt_iter(iterable), x; /* first: iter's TypeError is the one (a 0-d array's) */
  int mark = rt_cleanup_push_value(&it);
  int64_t hint = rt_length_hint(iterable);
  if (hint < 0 && rt_is_obj(iterable) && !rt_is_instance(iterable) && iterable.as.o->type->len) {
    hint = iterable.as.o->type->len(iterable); /* str, dict, set: sized, as CPython asks */
  }
  Value l = rt_list_presized(hint);
  rt_cleanup_push_value(&l);
  while (rt_next(it, &x)) {
    rt_list_append(l, x);
    rt_decref(x);
  }
  rt_decref(it);
  rt_cleanup_pop(mark, false);
  rt_list_settle(l);
  return l;
}

static Value b_sorted(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  if (argc != 1) rt_raise(RT_EXC_TypeError, "sorted expected 1 argument, got %d", argc);
  Value a[3];
  rt_parse_args("sorted", argc, argv, kw, 3, sorted_names, 1, a);
  Value l = list_of(a[0]);
  int mark = rt_cleanup_push_value(&l);
  rt_list_sort(l, a[1], rt_sort_reverse_arg(a[2]));
  rt_cleanup_pop(mark, false);
  return l;
}

static Value c_list(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_nargs("list", argc, kw, 0, 1);
  return argc ? list_of(argv[0]) : rt_list_new(0);
}

static Value c_tuple(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_nargs("tuple", argc, kw, 0, 1);
  if (argc == 0) return rt_tuple_new(0);
  if (rt_is_tuple(argv[0])) {
    rt_incref(argv[0]);
    return argv[0];
  }
  Value l = list_of(argv[0]);
  Value t = rt_tuple_from(RT_AS(List, l)->n, RT_AS(List, l)->items);
  rt_decref(l);
  return t;
}

static Value c_range(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "range() takes no keyword arguments");
  rt_check_nargs("range", argc, NULL, 1, 3);
  bool big = false; /* range(10**20): bounds of any size (range_big.c) */
  for (int i = 0; i < argc; i++) big |= rt_is_bigint(argv[i]);
  if (big) {
    Value b[3] = {rt_int(0), rt_undef(), rt_int(1)};
    for (int i = 0; i < argc; i++) {
      Value x = argv[i].tag == RT_BOOL ? rt_int(argv[i].as.b) : argv[i];
      if (!rt_is_bigint(x) && x.tag != RT_INT) (void)rt_to_index(x, NULL); /* raises its TypeError */
      b[argc == 1 ? 1 : i] = x;
    }
    if (argc == 3 && b[2].tag == RT_INT && b[2].as.i == 0) rt_raise(RT_EXC_ValueError, "range() arg 3 must not be zero");
    return rt_bigrange_new(b[0], b[1], b[2]);
  }
  int64_t v[3];
  for (int i = 0; i < argc; i++) v[i] = rt_to_index(argv[i], NULL);
  if (argc == 1) return rt_range_new(0, v[0], 1);
  if (argc == 3 && v[2] == 0) rt_raise(RT_EXC_ValueError, "range() arg 3 must not be zero");
  return rt_range_new(v[0], v[1], argc == 3 ? v[2] : 1);
}

/* PyArg_ParseTupleAndKeywords' first check, before any keyword's name: more arguments in all
 * than the function has parameters. */
static void too_many_old(const char *fname, int argc, const Kwargs *kw, int nparams) {
  int total = argc + (kw ? kw->n : 0);
  if (total > nparams) {
    rt_raise(RT_EXC_TypeError, "%s() takes at most %d %sargument%s (%d given)", fname, nparams,
             argc == 0 ? "keyword " : "", nparams == 1 ? "" : "s", total);
  }
}

static Value c_str(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  if (argc > 1 || (kw && kw->n)) { /* str(b, encoding, errors) decodes */
    static const char *const names[] = {"object", "encoding", "errors"};
    Value a[3];
    too_many_old("str", argc, kw, 3);
    for (int k = 0; kw && k < kw->n; k++) {
      bool known = false;
      for (int j = 0; j < 3; j++) known = known || strcmp(kw->names[k], names[j]) == 0;
      if (!known) rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for str()", kw->names[k]);
    }
    rt_parse_args("str", argc, argv, kw, 3, names, 0, a);
    if (rt_is_undef(a[0])) return rt_str_new("", 0);
    if (rt_is_undef(a[1]) && rt_is_undef(a[2])) return rt_to_str(a[0]); /* str(object=x) */
    if (rt_is_str(a[0])) rt_raise(RT_EXC_TypeError, "decoding str is not supported");
    if (!rt_is_bytes_like(a[0])) {
      rt_raise(RT_EXC_TypeError, "decoding to str: need a bytes-like object, %s found",
               rt_type_name(a[0]));
    }
    return rt_bytes_decode(a[0], a[1], a[2]);
  }
  rt_check_nargs("str", argc, kw, 0, 1);
  return argc ? rt_to_str(argv[0]) : rt_str_new("", 0);
}

static Value c_bool(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_nargs("bool", argc, kw, 0, 1);
  return rt_bool(argc && rt_truthy(argv[0]));
}

/* ---- int() and float() ---- */

static const char *const int_names[] = {"x", "base"};

static Value c_int(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  Value a[2];
  too_many_old("int", argc, kw, 2);
  for (int k = 0; kw && k < kw->n; k++) /* x is positional-only */
    if (strcmp(kw->names[k], "base") != 0) rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for int()", kw->names[k]);
  rt_parse_args("int", argc, argv, kw, 2, int_names, 0, a);
  Value v = a[0];
  if (rt_is_undef(v)) {
    if (!rt_is_undef(a[1])) rt_raise(RT_EXC_TypeError, "int() missing string argument");
    return rt_int(0);
  }
  if (rt_is_str(rt_unwrap_base(v)) || rt_is_bytes_like(rt_unwrap_base(v)))
    v = rt_unwrap_base(v); /* a str or bytes subclass: its text */
  if (rt_is_instance(v) && rt_is_undef(a[1])) return rt_instance_number(v, false);
  if (!rt_is_undef(a[1])) {
    if (!rt_is_str(v) && !rt_is_bytes_like(v))
      rt_raise(RT_EXC_TypeError, "int() can't convert non-string with explicit base");
    int64_t base = rt_to_index(a[1], NULL);
    if (base != 0 && (base < 2 || base > 36)) {
      rt_raise(RT_EXC_ValueError, "int() base must be >= 2 and <= 36, or 0");
    }
    if (rt_is_bytes_like(v))
      return rt_int_parse_text((const char *)RT_AS(Bytes, v)->data, (size_t)RT_AS(Bytes, v)->n, (int)base, v);
    return rt_int_parse(v, (int)base);
  }
  if (rt_is_bytes_like(v)) /* int(b'12'): the bytes as ASCII text */
    return rt_int_parse_text((const char *)RT_AS(Bytes, v)->data, (size_t)RT_AS(Bytes, v)->n, 10, v);
  if (rt_is_obj(v) && v.as.o->type->number) {
    v = v.as.o->type->number(v);
    if (rt_is_bigint(v)) return v; /* a number slot's big int is a new reference */
  }
  switch (v.tag) {
    case RT_INT: return v;
    case RT_BOOL: return rt_int(v.as.b);
    case RT_FLOAT: return rt_float_to_int(v.as.f);
    default: break;
  }
  if (rt_is_bigint(v)) {
    rt_incref(v);
    return v;
  }
  if (rt_is_str(v)) return rt_int_parse(v, 10);
  rt_raise(RT_EXC_TypeError,
           "int() argument must be a string, a bytes-like object or a real number, not '%s'",
           rt_type_name(v));
}

/* Python's float(str): strtod on the stripped text, which must be consumed entirely; no hex. */
static double parse_float_text(const char *p, size_t nbytes, Value s) {
  const char *end = p + nbytes;
  while (p < end && isspace((unsigned char)*p)) p++;
  while (end > p && isspace((unsigned char)end[-1])) end--;
  size_t n = (size_t)(end - p);
  char *buf = rt_malloc(n + 1);
  size_t k = 0;
  bool ok = n > 0;
  for (size_t i = 0; i < n; i++) {
    char c = p[i];
    if (c == '_') { /* only between two digits */
      if (i == 0 || i + 1 == n || !isdigit((unsigned char)p[i - 1]) ||
          !isdigit((unsigned char)p[i + 1]))
        ok = false;
      continue;
    }
    if (c == 'x' || c == 'X' || c == '(') ok = false;
    buf[k++] = c;
  }
  buf[k] = '\0';
  char *stop = NULL;
  double d = ok ? strtod(buf, &stop) : 0;
  if (!ok || stop != buf + k) {
    free(buf);
    Value r = rt_repr(s);
    rt_cleanup_push_value(&r); /* released after the message is made */
    rt_raise(RT_EXC_ValueError, "could not convert string to float: %s", rt_str_data(r));
  }
  free(buf);
  return d;
}

static double parse_float(Value s) {
  const Str *o = RT_AS(Str, s);
  if (o->nbytes == o->nchars) return parse_float_text(o->data, (size_t)o->nbytes, s);
  size_t n;
  char *text = rt_str_to_ascii_digits(s, &n); /* float('١.٥'): Unicode digits and spaces */
  int mark = rt_cleanup_push(free, text);
  double d = parse_float_text(text, n, s);
  rt_cleanup_pop(mark, true);
  return d;
}

static Value c_float(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_nargs("float", argc, kw, 0, 1);
  if (argc == 0) return rt_float(0.0);
  Value v = argv[0];
  if (rt_is_str(rt_unwrap_base(v)) || rt_is_bytes_like(rt_unwrap_base(v)))
    v = rt_unwrap_base(v); /* a str or bytes subclass: its text */
  if (rt_is_instance(v)) return rt_instance_number(v, true);
  /* a library number that is not NumPy's (Fraction, Decimal): its own __float__ */
  if (rt_is_obj(v) && v.as.o->type->to_double && v.as.o->type->numkind == RT_NUMBER_NONE) {
    return rt_float(v.as.o->type->to_double(v));
  }
  if (rt_is_obj(v) && v.as.o->type->number) {
    v = v.as.o->type->number(v);
    if (rt_is_bigint(v)) { /* a number slot's big int is a new reference */
      double d = rt_int_to_double(v);
      rt_decref(v);
      return rt_float(d);
    }
  }
  switch (v.tag) {
    case RT_INT: return rt_float((double)v.as.i);
    case RT_BOOL: return rt_float(v.as.b);
    case RT_FLOAT: return v;
    default: break;
  }
  if (rt_is_bigint(v)) return rt_float(rt_int_to_double(v));
  if (rt_is_str(v)) return rt_float(parse_float(v));
  if (rt_is_bytes_like(v)) /* float(b'1.5'): the bytes as ASCII text */
    return rt_float(parse_float_text((const char *)RT_AS(Bytes, v)->data, (size_t)RT_AS(Bytes, v)->n, v));
  rt_raise(RT_EXC_TypeError, "float() argument must be a string or a real number, not '%s'",
           rt_type_name(v));
}

/* ---- round ---- */

/* round(x, n) for floats: the correctly rounded decimal (ties to even on the exact binary
 * value), as CPython computes it with dtoa; glibc's printf rounds the same way. */
static double round_float(double x, int64_t nd) {
  if (!isfinite(x) || x == 0.0 || nd > 330) return x;
  char buf[512];
  if (nd >= 0) {
    snprintf(buf, sizeof buf, "%.*f", (int)nd, x);
  } else {
    if (nd < -330) return copysign(0.0, x);
    snprintf(buf, sizeof buf, "%.*e", 20, fabs(x));
    int e10 = atoi(strchr(buf, 'e') + 1) + 1; /* x = 0.ddd * 10**e10 */
    int64_t keep = e10 + nd;
    if (keep < 0) return copysign(0.0, x);
    if (keep == 0) { /* compare against half a unit of 10**-nd */
      double unit = pow(10.0, (double)-nd);
      return fabs(x) > unit / 2 ? copysign(unit, x) : copysign(0.0, x);
    }
    snprintf(buf, sizeof buf, "%.*e", (int)keep - 1, x);
  }
  double r = strtod(buf, NULL);
  if (isinf(r)) rt_raise(RT_EXC_OverflowError, "rounded value too large to represent");
  return r;
}

static const char *const round_names[] = {"number", "ndigits"};

static Value b_round(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  Value a[2];
  rt_parse_args("round", argc, argv, kw, 2, round_names, 1, a);
  Value v = a[0];
  bool has_nd = !rt_is_undef(a[1]) && !rt_is_none(a[1]);
  int64_t nd = has_nd ? rt_to_index(a[1], NULL) : 0;
  if (rt_is_obj(v) && v.as.o->type->round) return v.as.o->type->round(v, has_nd, nd);
  switch (v.tag) {
    case RT_BOOL: return rt_int(v.as.b);
    case RT_INT: return rt_round_int(v, nd);
    case RT_FLOAT:
      if (has_nd) return rt_float(round_float(v.as.f, nd));
      return rt_float_to_int(nearbyint(v.as.f)); /* default mode: ties to even */
    default: rt_raise(RT_EXC_TypeError, "type %s doesn't define __round__ method", rt_type_name(v));
  }
}

/* ---- divmod, pow ---- */

/* v.name(other) for an instance of a user class with that method; RT_UNDEF when it has none or
 * it answers NotImplemented. */
static Value instance_dunder(Value v, const char *name, Value other) {
  if (!rt_is_instance(v)) return rt_undef();
  Value m = rt_class_lookup(RT_AS(Instance, v)->cls, name, NULL);
  if (rt_is_undef(m) || rt_is_none(m)) return rt_undef();
  return rt_call_method(m, v, 1, &other);
}

static Value b_divmod(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("divmod", argc, kw, 2, 2, RT_ARGS_CLINIC);
  Value x = argv[0], y = argv[1];
  if (rt_is_instance(x) || rt_is_instance(y)) { /* __divmod__, then the other's __rdivmod__ */
    Value r = instance_dunder(x, "__divmod__", y);
    if (rt_is_undef(r)) r = instance_dunder(y, "__rdivmod__", x);
    if (!rt_is_undef(r)) return r;
  }
  bool xnum = (x.tag >= RT_BOOL && x.tag <= RT_FLOAT) || rt_is_bigint(x);
  bool ynum = (y.tag >= RT_BOOL && y.tag <= RT_FLOAT) || rt_is_bigint(y);
  if (xnum && ynum && (x.tag == RT_FLOAT || y.tag == RT_FLOAT) && rt_to_double(y, NULL) == 0.0) {
    rt_raise(RT_EXC_ZeroDivisionError, "float divmod()");
  }
  bool xnp = rt_is_array_number(x) || rt_is_scalar_number(x);
  bool ynp = rt_is_array_number(y) || rt_is_scalar_number(y);
  RtMethodFn dm = rt_is_obj(x) && x.as.o->type->method ? x.as.o->type->method(x, "__divmod__") : NULL;
  if (dm) return dm(x, 1, &y, NULL); /* library types: datetime.timedelta */
  dm = rt_is_obj(y) && y.as.o->type->method ? y.as.o->type->method(y, "__rdivmod__") : NULL;
  if (dm && !rt_is_obj(x)) return dm(y, 1, &x, NULL); /* divmod(7, Fraction(2, 3)) */
  if (!(xnum && ynum) && !xnp && !ynp) {
    rt_raise(RT_EXC_TypeError, "unsupported operand type(s) for divmod(): '%s' and '%s'",
             rt_type_name(x), rt_type_name(y));
  }
  Value t = rt_tuple_new(2);
  int mark = rt_cleanup_push_value(&t); /* divmod(5, 0) raises in the floor division */
  rt_tuple_set(t, 0, rt_binop(RT_OP_FLOORDIV, x, y));
  rt_tuple_set(t, 1, rt_binop(RT_OP_MOD, x, y));
  rt_cleanup_pop(mark, false);
  return t;
}

static Value pow3(Value b, Value e, Value m) {
  if (rt_is_instance(b) || rt_is_instance(e) || rt_is_instance(m)) {
    /* b.__pow__(e, m): three-argument pow tries no __rpow__ */
    Value f = rt_is_instance(b) ? rt_class_lookup(RT_AS(Instance, b)->cls, "__pow__", NULL) : rt_undef();
    if (!rt_is_undef(f) && !rt_is_none(f)) {
      Value args[2] = {e, m};
      Value r = rt_call_method(f, b, 2, args);
      if (!rt_is_notimplemented(r)) return r;
    }
    rt_raise(RT_EXC_TypeError, "unsupported operand type(s) for ** or pow(): '%s', '%s', '%s'",
             rt_type_name(b), rt_type_name(e), rt_type_name(m));
  }
  if (rt_is_intlike(b) && rt_is_intlike(e) && rt_is_intlike(m)) return rt_int_powmod(b, e, m);
  if (dec_is(b)) { /* Decimal's three-argument power */
    Value r = dec_powmod(b, e, m);
    if (!rt_is_undef(r)) return r;
  }
  if ((rt_is_complex(b) || rt_is_complex(e) || rt_is_complex(m)) && b.tag != RT_FLOAT) {
    rt_raise(RT_EXC_ValueError, "complex modulo");
  }
  rt_raise(RT_EXC_TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
}

static const char *const pow_names[] = {"base", "exp", "mod"};

static Value b_pow(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  Value a[3];
  rt_parse_args("pow", argc, argv, kw, 3, pow_names, 2, a);
  if (!rt_is_undef(a[2]) && !rt_is_none(a[2])) return pow3(a[0], a[1], a[2]);
  return rt_binop(RT_OP_POW, a[0], a[1]);
}

/* ---- hex, oct, bin, chr, ord ---- */

static Value radix(Value v, int base, const char *prefix) {
  v = rt_index_value(v);
  int vmark = rt_cleanup_push_value(&v);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  if (rt_int_sign(v) < 0) rt_sb_putc(&sb, '-');
  rt_sb_puts(&sb, prefix);
  rt_int_sb_digits(&sb, v, base, false);
  rt_cleanup_pop(mark, false);
  rt_cleanup_pop(vmark, true);
  return rt_sb_to_str(&sb);
}

static Value b_hex(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("hex", argc, kw, 1, 1, RT_ARGS_ONE);
  return radix(argv[0], 16, "0x");
}
static Value b_oct(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("oct", argc, kw, 1, 1, RT_ARGS_ONE);
  return radix(argv[0], 8, "0o");
}
static Value b_bin(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("bin", argc, kw, 1, 1, RT_ARGS_ONE);
  return radix(argv[0], 2, "0b");
}

static Value b_chr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("chr", argc, kw, 1, 1, RT_ARGS_ONE);
  if (argv[0].tag == RT_FLOAT) {
    rt_raise(RT_EXC_TypeError, "'float' object cannot be interpreted as an integer");
  }
  if (rt_is_bigint(argv[0])) rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C int");
  int64_t i = rt_to_index(argv[0], NULL);
  if (i < 0 || i > 0x10FFFF) rt_raise(RT_EXC_ValueError, "chr() arg not in range(0x110000)");
  StrBuf sb;
  rt_sb_init(&sb);
  rt_utf8_encode(&sb, (uint32_t)i);
  return rt_sb_to_str(&sb);
}

static Value b_ord(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("ord", argc, kw, 1, 1, RT_ARGS_ONE);
  if (rt_is_bytes_like(argv[0])) { /* ord(b'a') is the byte */
    const Bytes *b = RT_AS(Bytes, argv[0]);
    if (b->n != 1) {
      rt_raise(RT_EXC_TypeError, "ord() expected a character, but string of length %lld found",
               (long long)b->n);
    }
    return rt_int(b->data[0]);
  }
  Value s = rt_str_arg(argv[0]);
  if (rt_is_undef(s)) {
    rt_raise(RT_EXC_TypeError, "ord() expected string of length 1, but %s found",
             rt_type_name(argv[0]));
  }
  if (RT_AS(Str, s)->nchars != 1) {
    rt_raise(RT_EXC_TypeError, "ord() expected a character, but string of length %lld found",
             (long long)RT_AS(Str, s)->nchars);
  }
  int len;
  return rt_int(rt_utf8_decode(rt_str_data(s), &len));
}

/* ---- isinstance and type ---- */

static bool class_check(Value cls, Value v) {
  Value alternatives;
  if (rt_typing_union_members(cls, &alternatives)) cls = alternatives; /* int | str */
  Value origin;
  if (rt_typing_runtime_class(cls, &origin, false)) { /* typing.List, typing.Iterable */
    int mark = rt_cleanup_push_value(&origin);
    bool r = class_check(origin, v);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (rt_is_tuple(cls)) {
    Tuple *t = RT_AS(Tuple, cls);
    for (int64_t i = 0; i < t->n; i++) {
      if (class_check(t->items[i], v)) return true;
    }
    return false;
  }
  if (rt_exc_is_class(cls)) return rt_is_exception(v) && rt_exc_issubclass(rt_exc_class_of(v), cls);
  if (rt_is_class(cls)) {
    bool r;
    if (rt_user_class_of(v) != RT_AS(ClassObj, cls) && rt_meta_check(cls, "__instancecheck__", v, &r))
      return r; /* an exact match never asks, as CPython */
    return rt_isinstance_class(v, cls);
  }
  if (ct_is_type(cls)) return ct_is_data(v) && RT_AS(CData, v)->type == RT_AS(CType, cls); /* c_int */
  if (rt_is_native(cls) && strcmp(RT_AS(NativeFunc, cls)->name, "NoneType") == 0) return rt_is_none(v);
  if (!rt_is_native(cls) || !RT_AS(NativeFunc, cls)->instancecheck) {
    rt_raise(RT_EXC_TypeError, "isinstance() arg 2 must be a type, a tuple of types, or a union");
  }
  ClassObj *vc = rt_user_class_of(v); /* an instance of a subclass of list, int, ... */
  if (vc && rt_class_has_base(vc, cls)) return true;
  return RT_AS(NativeFunc, cls)->instancecheck(v);
}

/* issubclass(cls, base): exception classes by their hierarchy, the other builtin classes by
 * identity (bool is the one builtin subclass among them). */
static bool subclass_check(Value cls, Value base) {
  if (rt_is_tuple(base)) {
    Tuple *t = RT_AS(Tuple, base);
    for (int64_t i = 0; i < t->n; i++) {
      if (subclass_check(cls, t->items[i])) return true;
    }
    return false;
  }
  bool base_ok = rt_exc_is_class(base) || (rt_is_native(base) && RT_AS(NativeFunc, base)->instancecheck);
  if (!base_ok) {
    rt_raise(RT_EXC_TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
  }
  if (rt_exc_is_class(cls) || rt_exc_is_class(base)) return rt_exc_issubclass(cls, base);
  if (cls.as.o == base.as.o) return true;
  return strcmp(RT_AS(NativeFunc, cls)->name, "bool") == 0 && strcmp(RT_AS(NativeFunc, base)->name, "int") == 0;
}

static Value b_issubclass(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("issubclass", argc, kw, 2, 2, RT_ARGS_CLINIC);
  Value cls = argv[0];
  if (!rt_exc_is_class(cls) && !(rt_is_native(cls) && RT_AS(NativeFunc, cls)->instancecheck)) {
    rt_raise(RT_EXC_TypeError, "issubclass() arg 1 must be a class");
  }
  return rt_bool(subclass_check(cls, argv[1]));
}

static Value b_isinstance(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("isinstance", argc, kw, 2, 2, RT_ARGS_CLINIC);
  return rt_bool(class_check(argv[1], argv[0]));
}

static bool is_int(Value v) {
  return rt_is_intlike(v);
}
/* A library scalar whose class the library says subclasses the named builtin class (the hook
 * answers for NumPy's: np.complex128 subclasses complex). */
static bool library_instance_of(Value v, const char *builtin) {
  if (!rt_is_obj(v) || !v.as.o->type->type_object || !rt_native_subclass_hook) return false;
  Value cls = v.as.o->type->type_object(v);
  bool r = false;
  bool known = rt_native_subclass_hook(cls, rt_builtin_lookup(builtin), &r);
  rt_decref(cls);
  return known && r;
}
static bool is_complex(Value v) {
  return rt_is_complex(v) || library_instance_of(v, "complex");
}
static bool is_bool(Value v) {
  return v.tag == RT_BOOL;
}
/* A library class may subclass Python's float (np.float64 does; np.int64 does not subclass
 * int). */
static bool is_float(Value v) {
  return v.tag == RT_FLOAT ||
         (rt_is_obj(v) && v.as.o->type->builtin_base && v.as.o->type->builtin_base(v) == RT_FLOAT);
}
static bool is_str(Value v) {
  return rt_is_str(v);
}
static bool is_list(Value v) {
  return rt_is_list(v);
}
static bool is_tuple(Value v) {
  return rt_is_tuple(v) || rt_coll_is_namedtuple(v) || py_is_structseq(v);
}
static bool is_range(Value v) {
  return rt_is_type(v, &rt_range_type) || rt_is_type(v, &rt_bigrange_type);
}
static bool is_slice(Value v) {
  return rt_is_type(v, &rt_slice_type);
}
static bool is_class(Value v) {
  return (rt_is_native(v) && RT_AS(NativeFunc, v)->instancecheck) || rt_exc_is_class(v) || rt_is_class(v);
}

static Value c_slice(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_nargs("slice", argc, kw, 1, 3);
  if (argc == 1) return rt_slice_new(rt_none(), argv[0], rt_none());
  return rt_slice_new(argv[0], argv[1], argc == 3 ? argv[2] : rt_none());
}

static Value no_instances(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc, (void)argv, (void)kw, (void)self;
  rt_raise(RT_EXC_TypeError, "cannot create instances of this type in Weft");
}

/* The class type() gives values whose type is named name (<class 'function'>), made once and
 * kept in the builtins module under its repr; check (when given and the class has none yet)
 * lets isinstance() take it (types.FunctionType). A new reference. */
Value rt_named_type_class(const char *name, bool (*check)(Value)) {
  Value builtins_module = rt_builtins_module();
  Value key = rt_str_printf("<class '%s'>", name);
  Value cls = rt_module_lookup(builtins_module, rt_str_data(key));
  if (rt_is_undef(cls)) {
    char *repr = rt_strdup(rt_str_data(key)); /* lives as long as the class */
    const char *dot = strrchr(name, '.'); /* functools.partial: __name__ 'partial' */
    cls = rt_native_class(dot ? dot + 1 : name, no_instances, NULL, repr);
    RT_AS(NativeFunc, cls)->owned = repr;
    rt_module_set(builtins_module, repr, cls);
  }
  rt_decref(key);
  if (check && !RT_AS(NativeFunc, cls)->instancecheck) RT_AS(NativeFunc, cls)->instancecheck = check;
  rt_incref(cls);
  return cls;
}

/* type(x): the class object for core values, the library's classes for its objects (NumPy's
 * arrays and scalars: the type_object slot), and a
 * class named after the object type otherwise. */
static Value b_type(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  if (argc == 3 && !kw) {
    /* type(name, bases, ns) with a base whose metaclass is a user class goes through that
     * metaclass, as type.__new__ defers to the winner: its __new__ and __init__ run */
    ClassObj *winner = rt_is_tuple(argv[1]) ? rt_metaclass_winner(NULL, argv[1]) : NULL;
    if (winner) return rt_call(rt_obj(winner), 3, argv, NULL);
    return rt_type_make(NULL, argv, rt_undef()); /* metaclass.c */
  }
  if (argc != 1 && !kw) rt_raise(RT_EXC_TypeError, "type() takes 1 or 3 arguments");
  rt_check_args("type", argc, kw, 1, 1, RT_ARGS_CLINIC);
  Value v = argv[0];
  if (rt_is_class(v) && RT_AS(ClassObj, v)->metacls) { /* class A(metaclass=Meta): Meta */
    Value m = rt_obj(RT_AS(ClassObj, v)->metacls);
    rt_incref(m);
    return m;
  }
  const char *name = rt_type_name(v);
  if (rt_is_native(v) && RT_AS(NativeFunc, v)->instancecheck) name = "type"; /* type(int) */
  if (rt_is_obj(v) && v.as.o->type->type_object) return v.as.o->type->type_object(v);
  Value builtins_module = rt_builtins_module();
  Value cls = rt_module_lookup(builtins_module, name);
  if (!rt_is_undef(cls) && rt_is_native(cls) && RT_AS(NativeFunc, cls)->repr_as) {
    rt_incref(cls);
    return cls;
  }
  return rt_named_type_class(name, NULL); /* cached under its repr */
}

/* ---- getattr / hasattr: the lookup runs protected, so a missing attribute is an answer ---- */

static bool try_getattr(Value obj, Value name, Value *out) {
  Value s = rt_str_arg(name);
  if (rt_is_undef(s)) {
    rt_raise(RT_EXC_TypeError, "attribute name must be string, not '%s'", rt_type_name(name));
  }
  return rt_try_getattr(obj, rt_str_data(s), out);
}

static Value b_getattr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_nargs("getattr", argc, kw, 2, 3);
  Value out;
  if (try_getattr(argv[0], argv[1], &out)) return out;
  if (argc == 3) {
    rt_incref(argv[2]);
    return argv[2];
  }
  return rt_getattr(argv[0], rt_str_data(argv[1])); /* raises the AttributeError again */
}

static Value b_hasattr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_nargs("hasattr", argc, kw, 2, 2);
  Value out;
  if (!try_getattr(argv[0], argv[1], &out)) return rt_bool(false);
  rt_decref(out);
  return rt_bool(true);
}

/* ---- id, input ---- */

/* An object's address; an unboxed value's number is made from its bits, so that id(a) == id(b)
 * exactly when `a is b`. */
static Value b_id(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("id", argc, kw, 1, 1, RT_ARGS_ONE);
  Value v = argv[0];
  if (rt_is_obj(v)) return rt_int_from_u64((uint64_t)(uintptr_t)v.as.o);
  uint64_t bits = 0;
  if (v.tag == RT_INT) bits = (uint64_t)v.as.i;
  else if (v.tag == RT_FLOAT) memcpy(&bits, &v.as.f, sizeof bits);
  else if (v.tag == RT_BOOL) bits = v.as.b;
  return rt_int_from_u64(((uint64_t)v.tag << 60) ^ (bits * 0x9E3779B97F4A7C15ull));
}

/* input([prompt]): the prompt on sys.stdout (what a program or redirect_stdout put there, if
 * anything), then one line of sys.stdin (likewise: an io.StringIO a test put there) without its
 * newline. */
static Value b_input(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  rt_check_args("input", argc, kw, 0, 1, RT_ARGS_CLINIC);
  Value out_stream = py_sys_stream_override(1), p = rt_undef(), w = rt_undef();
  if (argc == 1) {
    int pmark = rt_cleanup_push_value(&p);
    rt_cleanup_push_value(&w);
    p = rt_to_str(argv[0]);
    if (rt_is_undef(out_stream)) {
      py_stdout_text(rt_str_data(p), (size_t)RT_AS(Str, p)->nbytes);
    } else {
      w = rt_getattr(out_stream, "write");
      rt_decref(rt_call(w, 1, &p, NULL));
    }
    rt_cleanup_pop(pmark, true);
  }
  rt_stdout_flush();
  Value in = py_sys_stream_override(0);
  if (rt_is_undef(in)) in = py_std_stream(0);
  else rt_incref(in);
  int mark = rt_cleanup_push_value(&in);
  Value rd = rt_getattr(in, "readline");
  rt_cleanup_push_value(&rd);
  Value line = rt_call(rd, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  if (!rt_is_str(line)) {
    rt_cleanup_push_value(&line);
    rt_raise(RT_EXC_TypeError, "object.readline() returned non-string");
  }
  Str *l = RT_AS(Str, line);
  if (l->nbytes == 0) {
    rt_decref(line);
    rt_raise(RT_EXC_EOFError, "EOF when reading a line");
  }
  if (l->data[l->nbytes - 1] != '\n') return line;
  Value out = rt_str_new(l->data, (size_t)l->nbytes - 1);
  rt_decref(line);
  return out;
}

/* ---- registration ---- */

static void add_class(Value b, const char *name, NativeFn fn, bool (*check)(Value),
                      const char *repr) {
  rt_module_set(b, name, rt_native_class(name, fn, check, repr));
}

/* breakpoint(): the debugger's stop when one is installed (weft --debug), else nothing (CPython
 * would start pdb, which Weft does not have). */
static void (*breakpoint_hook)(void);

void py_set_breakpoint_hook(void (*hook)(void)) { breakpoint_hook = hook; }

static Value b_breakpoint(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  (void)argc, (void)argv, (void)kw;
  if (breakpoint_hook) breakpoint_hook();
  return rt_none();
}

/* exit([code]) and quit([code]), the site module's Quitter: raise SystemExit(code). */
static Value b_exit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  UNUSED_SELF;
  if (kw && kw->n) rt_raise(RT_EXC_TypeError, "Quitter.__call__() got an unexpected keyword argument '%s'", kw->names[0]);
  if (argc > 1) {
    rt_raise(RT_EXC_TypeError, "Quitter.__call__() takes from 1 to 2 positional arguments but %d were given", argc + 1);
  }
  Value args = rt_tuple_from(argc, argv);
  int mark = rt_cleanup_push_value(&args);
  Value e = rt_exc_instance_new(rt_exc_class(RT_EXC_SystemExit), RT_EXC_SystemExit, args);
  rt_cleanup_pop(mark, true);
  rt_cleanup_push_value(&e);
  rt_raise_exc(e);
}

void rt_builtins_init(Value b) {
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {
      {"print", b_print},     {"len", b_len},           {"repr", b_repr},
      {"format", b_format},   {"callable", b_callable}, {"abs", b_abs},
      {"any", b_any},         {"all", b_all},           {"min", b_min},
      {"max", b_max},         {"sum", b_sum},           {"sorted", b_sorted},
      {"round", b_round},     {"divmod", b_divmod},     {"pow", b_pow},
      {"hex", b_hex},         {"oct", b_oct},           {"bin", b_bin},
      {"chr", b_chr},         {"ord", b_ord},           {"isinstance", b_isinstance},
      {"getattr", b_getattr}, {"hasattr", b_hasattr},   {"ascii", b_ascii},
      {"issubclass", b_issubclass}, {"breakpoint", b_breakpoint},
      {"id", b_id},           {"input", b_input},
      {"exit", b_exit},       {"quit", b_exit},
  };
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
    rt_module_add_fn(b, fns[i].name, fns[i].fn);
  add_class(b, "int", c_int, is_int, "<class 'int'>");
  add_class(b, "float", c_float, is_float, "<class 'float'>");
  add_class(b, "complex", rt_complex_construct, is_complex, "<class 'complex'>");
  add_class(b, "bool", c_bool, is_bool, "<class 'bool'>");
  add_class(b, "str", c_str, is_str, "<class 'str'>");
  add_class(b, "list", c_list, is_list, "<class 'list'>");
  add_class(b, "tuple", c_tuple, is_tuple, "<class 'tuple'>");
  add_class(b, "range", c_range, is_range, "<class 'range'>");
  add_class(b, "slice", c_slice, is_slice, "<class 'slice'>");
  add_class(b, "type", b_type, is_class, "<class 'type'>");
  for (int k = 0; k < RT_EXC_COUNT; k++) { /* the exception classes (numpy's are numpy's) */
    if (strchr(rt_exc_names[k], '.')) continue;
    Value cls = rt_exc_class((ExcKind)k);
    rt_incref(cls); /* rt_module_set steals; the classes are static singletons */
    rt_module_set(b, rt_exc_names[k], cls);
  }
  static const char *const os_aliases[] = {"IOError", "EnvironmentError"}; /* OSError's old names */
  for (size_t k = 0; k < sizeof os_aliases / sizeof *os_aliases; k++) {
    Value cls = rt_exc_class(RT_EXC_OSError);
    rt_incref(cls);
    rt_module_set(b, os_aliases[k], cls);
  }
  Value ell = rt_ellipsis();
  rt_incref(ell); /* rt_module_set steals; the singleton is borrowed */
  rt_module_set(b, "Ellipsis", ell);
  rt_iter_register_builtins(b);
  rt_bytes_register_builtins(b);
  rt_import_builtin_init(b);
  rt_file_builtins_init(b);
  rt_dict_register_builtins(b);
  rt_class_builtins_init(b);
  py_match_builtins_init(b);
  py_help_builtins_init(b);
  py_memoryview_init(b);
}
