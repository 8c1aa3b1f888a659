/* colorsys.c — the colorsys module: rgb_to_yiq, yiq_to_rgb, rgb_to_hls, hls_to_rgb,
 * rgb_to_hsv and hsv_to_rgb, computed as CPython's Python code computes them, with Python's own
 * arithmetic on the arguments (so ints stay ints where CPython's do: rgb_to_hsv(255, 0, 0) is
 * (0.0, 1.0, 255), and a ZeroDivisionError or TypeError is the one Python raises). */
#include "../base/error.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"
#include "stdlib_small.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

/* Temporaries live in a list (keep) until the function returns: every helper answers a
 * borrowed value. */
static Value keep_v(Value keep, Value v) {
  rt_list_append(keep, v);
  rt_decref(v);
  return v;
}

static Value op(Value keep, BinOp o, Value a, Value b) { return keep_v(keep, rt_binop(o, a, b)); }
static Value num(double f) { return rt_float(f); }
static bool test(Value keep, BinOp o, Value a, Value b) { return rt_truthy(op(keep, o, a, b)); }
#define ADD(a, b) op(keep, RT_OP_ADD, a, b)
#define SUB(a, b) op(keep, RT_OP_SUB, a, b)
#define MUL(a, b) op(keep, RT_OP_MUL, a, b)
#define DIV(a, b) op(keep, RT_OP_TRUEDIV, a, b)
#define MOD(a, b) op(keep, RT_OP_MOD, a, b)

static Value triple(Value a, Value b, Value c) {
  Value t = rt_tuple_new(3);
  rt_incref(a), rt_incref(b), rt_incref(c);
  rt_tuple_set(t, 0, a);
  rt_tuple_set(t, 1, b);
  rt_tuple_set(t, 2, c);
  return t;
}

/* max() / min() of three as the builtins pick them (the first of equals). */
static Value pick(Value keep, const Value *v, BinOp better) {
  Value m = v[0];
  for (int k = 1; k < 3; k++)
    if (test(keep, better, v[k], m)) m = v[k];
  return m;
}

typedef Value (*ColorFn)(Value keep, const Value *a);

static Value run(const char *fname, const char *const *names, ColorFn fn, int argc, const Value *argv,
                 const Kwargs *kw) {
  Value a[3];
  py_parse_pyargs(fname, argc, argv, kw, 3, names, 3, a);
  Value keep = rt_list_new(0);
  int mark = rt_cleanup_push_value(&keep);
  Value r = fn(keep, a);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value yiq(Value keep, const Value *a) {
  Value r = a[0], g = a[1], b = a[2];
  Value y = ADD(ADD(MUL(num(0.30), r), MUL(num(0.59), g)), MUL(num(0.11), b));
  Value i = SUB(MUL(num(0.74), SUB(r, y)), MUL(num(0.27), SUB(b, y)));
  Value q = ADD(MUL(num(0.48), SUB(r, y)), MUL(num(0.41), SUB(b, y)));
  return triple(y, i, q);
}

static Value clamp(Value keep, Value x) {
  if (test(keep, RT_OP_LT, x, num(0.0))) x = num(0.0);
  if (test(keep, RT_OP_GT, x, num(1.0))) x = num(1.0);
  return x;
}

static Value yiq_rgb(Value keep, const Value *a) {
  Value y = a[0], i = a[1], q = a[2];
  Value r = ADD(ADD(y, MUL(num(0.9468822170900693), i)), MUL(num(0.6235565819861433), q));
  Value g = SUB(SUB(y, MUL(num(0.27478764629897834), i)), MUL(num(0.6356910791873801), q));
  Value b = ADD(SUB(y, MUL(num(1.1085450346420322), i)), MUL(num(1.7090069284064666), q));
  Value cr = clamp(keep, r), cg = clamp(keep, g), cb = clamp(keep, b);
  return triple(cr, cg, cb);
}

/* The hue both rgb_to_hls and rgb_to_hsv compute. */
static Value hue(Value keep, const Value *a, Value maxc, Value rangec) {
  Value rc = DIV(SUB(maxc, a[0]), rangec), gc = DIV(SUB(maxc, a[1]), rangec), bc = DIV(SUB(maxc, a[2]), rangec);
  Value h;
  if (test(keep, RT_OP_EQ, a[0], maxc)) h = SUB(bc, gc);
  else if (test(keep, RT_OP_EQ, a[1], maxc)) h = SUB(ADD(num(2.0), rc), bc);
  else h = SUB(ADD(num(4.0), gc), rc);
  return MOD(DIV(h, num(6.0)), num(1.0));
}

static Value hls(Value keep, const Value *a) {
  Value maxc = pick(keep, a, RT_OP_GT), minc = pick(keep, a, RT_OP_LT);
  Value sumc = ADD(maxc, minc), rangec = SUB(maxc, minc);
  Value l = DIV(sumc, num(2.0));
  if (test(keep, RT_OP_EQ, minc, maxc)) return triple(num(0.0), l, num(0.0));
  Value s = test(keep, RT_OP_LE, l, num(0.5)) ? DIV(rangec, sumc) : DIV(rangec, SUB(num(2.0), sumc));
  return triple(hue(keep, a, maxc, rangec), l, s);
}

static Value v_part(Value keep, Value m1, Value m2, Value h) {
  h = MOD(h, num(1.0));
  if (test(keep, RT_OP_LT, h, num(1.0 / 6.0))) return ADD(m1, MUL(MUL(SUB(m2, m1), h), num(6.0)));
  if (test(keep, RT_OP_LT, h, num(0.5))) return m2;
  if (test(keep, RT_OP_LT, h, num(2.0 / 3.0))) return ADD(m1, MUL(MUL(SUB(m2, m1), SUB(num(2.0 / 3.0), h)), num(6.0)));
  return m1;
}

static Value hls_rgb(Value keep, const Value *a) {
  Value h = a[0], l = a[1], s = a[2];
  if (test(keep, RT_OP_EQ, s, num(0.0))) return triple(l, l, l);
  Value m2 = test(keep, RT_OP_LE, l, num(0.5)) ? MUL(l, ADD(num(1.0), s)) : SUB(ADD(l, s), MUL(l, s));
  Value m1 = SUB(MUL(num(2.0), l), m2);
  Value r = v_part(keep, m1, m2, ADD(h, num(1.0 / 3.0)));
  Value g = v_part(keep, m1, m2, h);
  Value b = v_part(keep, m1, m2, SUB(h, num(1.0 / 3.0)));
  return triple(r, g, b);
}

static Value hsv(Value keep, const Value *a) {
  Value maxc = pick(keep, a, RT_OP_GT), minc = pick(keep, a, RT_OP_LT);
  Value rangec = SUB(maxc, minc);
  if (test(keep, RT_OP_EQ, minc, maxc)) return triple(num(0.0), num(0.0), maxc);
  Value s = DIV(rangec, maxc);
  return triple(hue(keep, a, maxc, rangec), s, maxc);
}

static Value hsv_rgb(Value keep, const Value *a) {
  Value h = a[0], s = a[1], v = a[2];
  if (test(keep, RT_OP_EQ, s, num(0.0))) return triple(v, v, v);
  Value h6 = MUL(h, num(6.0));
  Value int_cls = keep_v(keep, rt_import_attr("builtins", "int"));
  Value i = keep_v(keep, rt_call(int_cls, 1, &h6, NULL));
  Value f = SUB(h6, i);
  Value p = MUL(v, SUB(num(1.0), s));
  Value q = MUL(v, SUB(num(1.0), MUL(s, f)));
  Value t = MUL(v, SUB(num(1.0), MUL(s, SUB(num(1.0), f))));
  Value sector = MOD(i, rt_int(6));
  int64_t k = sector.tag == RT_INT ? sector.as.i : -1;
  switch (k) {
  case 0: return triple(v, t, p);
  case 1: return triple(q, v, p);
  case 2: return triple(p, v, t);
  case 3: return triple(p, q, v);
  case 4: return triple(t, p, v);
  case 5: return triple(v, p, q);
  default: return rt_none();
  }
}

static const char *const rgb_names[] = {"r", "g", "b"};
static const char *const yiq_names[] = {"y", "i", "q"};
static const char *const hls_names[] = {"h", "l", "s"};
static const char *const hsv_names[] = {"h", "s", "v"};

static Value c_rgb_to_yiq(ARGS) { return (void)self, run("rgb_to_yiq", rgb_names, yiq, argc, argv, kw); }
static Value c_yiq_to_rgb(ARGS) { return (void)self, run("yiq_to_rgb", yiq_names, yiq_rgb, argc, argv, kw); }
static Value c_rgb_to_hls(ARGS) { return (void)self, run("rgb_to_hls", rgb_names, hls, argc, argv, kw); }
static Value c_hls_to_rgb(ARGS) { return (void)self, run("hls_to_rgb", hls_names, hls_rgb, argc, argv, kw); }
static Value c_rgb_to_hsv(ARGS) { return (void)self, run("rgb_to_hsv", rgb_names, hsv, argc, argv, kw); }
static Value c_hsv_to_rgb(ARGS) { return (void)self, run("hsv_to_rgb", hsv_names, hsv_rgb, argc, argv, kw); }

void py_colorsys_module_init(Value m) {
  rt_module_add_fn(m, "rgb_to_yiq", c_rgb_to_yiq);
  rt_module_add_fn(m, "yiq_to_rgb", c_yiq_to_rgb);
  rt_module_add_fn(m, "rgb_to_hls", c_rgb_to_hls);
  rt_module_add_fn(m, "hls_to_rgb", c_hls_to_rgb);
  rt_module_add_fn(m, "rgb_to_hsv", c_rgb_to_hsv);
  rt_module_add_fn(m, "hsv_to_rgb", c_hsv_to_rgb);
  rt_module_set(m, "ONE_THIRD", rt_float(1.0 / 3.0));
  rt_module_set(m, "ONE_SIXTH", rt_float(1.0 / 6.0));
  rt_module_set(m, "TWO_THIRD", rt_float(2.0 / 3.0));
}
