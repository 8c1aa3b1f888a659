/* np_datetime_arr.c — arrays of datetime64/timedelta64 (an int64 ndarray of counts with a
 * kind and a unit), the arithmetic and comparisons of NumPy's datetime rules for scalars and
 * arrays alike (units meet at the finer one; NaT propagates and compares unequal), printing as
 * NumPy 1.24 prints them, and the np.array / np.arange hooks that make them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../base/error.h"
#include "np_castwarn.h"
#include "np_datetime.h"
#include "np_objarray.h"
#include "np_strarray.h"
#include "../obj/objects.h"
#include "../obj/hash.h"
#include "../obj/ops.h"

Value np_timearr_wrap(char kind, int unit, Value ints) {
  NpTimeArr *a = rt_malloc(sizeof *a);
  rt_obj_init(&a->hdr, &np_timearr_type);
  a->kind = kind;
  a->unit = unit;
  a->ints = ints;
  return rt_obj(a);
}

static void timearr_free(Obj *o) {
  rt_decref(((NpTimeArr *)o)->ints);
  free(o);
}

/* A new contiguous int64 array: the counts of src (an int64 array) in unit `to`. */
static Value convert_ints(char kind, int from, int to, Value src) {
  Value out = rt_array_astype(src, DT_INT64);
  if (from == to || from == NT_GENERIC || to == NT_GENERIC) return out;
  Array *o = RT_AS(Array, out);
  int64_t *p = (int64_t *)o->data;
  int mark = rt_cleanup_push_value(&out);
  for (int64_t k = 0; k < o->size; k++) p[k] = np_time_convert(kind, from, to, p[k]);
  rt_cleanup_pop(mark, false);
  return out;
}

Value np_time_counts_in(char kind, int from, int to, Value src) {
  return convert_ints(kind, from, to, src);
}

/* Wrap an int64 result: a time scalar for a 0-d result asked as scalar, else an array. */
static Value wrap_result(char kind, int unit, Value ints, bool scalar) {
  if (!scalar) return np_timearr_wrap(kind, unit, ints);
  int64_t v = *(int64_t *)RT_AS(Array, ints)->data;
  rt_decref(ints);
  return np_time_new(kind, unit, v);
}

/* ---- operands of an operator ---- */

typedef struct TOp {
  char kind; /* 'M', 'm', 'i' (integers), 'f' (floats) */
  int unit;
  Value arr; /* int64 or float64 ndarray, owned */
  bool scalar;
} TOp;

static Value scalar_arr(DType dt, const void *elem) {
  Value s = rt_npscalar_new(dt, elem);
  Value a = rt_array_from_value(s, dt);
  rt_decref(s);
  return a;
}

static bool number_operand(Value v, TOp *o) {
  o->unit = NT_GENERIC;
  o->scalar = !rt_is_array(v);
  int dt;
  if (v.tag == RT_INT || v.tag == RT_BOOL) dt = DT_INT64;
  else if (v.tag == RT_FLOAT) dt = DT_FLOAT64;
  else if (rt_is_npscalar(v)) dt = RT_AS(NpScalar, v)->dtype;
  else if (rt_is_array(v)) dt = RT_AS(Array, v)->dtype;
  else return false;
  char k = rt_dtypes[dt].kind;
  if (k == 'c') return false;
  o->kind = k == 'f' ? 'f' : 'i';
  o->arr = rt_array_from_value(v, k == 'f' ? DT_FLOAT64 : DT_INT64);
  return true;
}

static bool operand(Value v, TOp *o) {
  if (np_is_time(v)) {
    NpTime *t = RT_AS(NpTime, v);
    *o = (TOp){t->kind, t->unit, scalar_arr(DT_INT64, &t->v), true};
    return true;
  }
  if (np_is_timearr(v)) {
    NpTimeArr *a = RT_AS(NpTimeArr, v);
    rt_incref(a->ints);
    *o = (TOp){a->kind, a->unit, a->ints, false};
    return true;
  }
  return number_operand(v, o);
}

/* What kind a op b gives ('M', 'm', 'f', 'i', 'b'), 0 when NumPy has no loop for it. */
static char result_kind(BinOp op, char a, char b) {
  bool ta = a == 'M' || a == 'm', tb = b == 'M' || b == 'm';
  switch (op) {
  case RT_OP_ADD:
    if (a == 'M' && b == 'M') return 0;
    if (a == 'M' || b == 'M') return (a == 'f' || b == 'f') ? 0 : 'M';
    return (a == 'f' || b == 'f') ? 0 : 'm';
  case RT_OP_SUB:
    if (a == 'M') return b == 'M' ? 'm' : b == 'f' ? 0 : 'M';
    return a == 'm' && b != 'M' && b != 'f' ? 'm' : 0;
  case RT_OP_MUL: return ta && tb ? 0 : (a == 'm' || b == 'm') ? 'm' : 0;
  case RT_OP_TRUEDIV: return a != 'm' ? 0 : b == 'm' ? 'f' : tb ? 0 : 'm';
  case RT_OP_FLOORDIV: return a != 'm' ? 0 : b == 'm' ? 'i' : tb ? 0 : 'm';
  case RT_OP_MOD: return a == 'm' && b == 'm' ? 'm' : 0;
  case RT_OP_EQ: case RT_OP_NE: case RT_OP_LT: case RT_OP_LE: case RT_OP_GT: case RT_OP_GE:
    return a == b || (a == 'm' && b == 'i') || (a == 'i' && b == 'm') ? 'b' : 0;
  default: return 0;
  }
}

static int64_t floor_div(int64_t x, int64_t y) {
  int64_t q = x / y;
  return (x % y != 0 && ((x < 0) != (y < 0))) ? q - 1 : q;
}

static bool compare(BinOp op, int64_t x, int64_t y) {
  if (x == NP_NAT || y == NP_NAT) return op == RT_OP_NE;
  switch (op) {
  case RT_OP_EQ: return x == y;
  case RT_OP_NE: return x != y;
  case RT_OP_LT: return x < y;
  case RT_OP_LE: return x <= y;
  case RT_OP_GT: return x > y;
  default: return x >= y;
  }
}

/* One element of a op b; x and y are counts (or integers), fy the float operand. */
static int64_t time_elem(BinOp op, int64_t x, int64_t y, double fy, bool yf) {
  if (x == NP_NAT || (!yf && y == NP_NAT)) return NP_NAT;
  switch (op) {
  case RT_OP_ADD: return x + y;
  case RT_OP_SUB: return x - y;
  case RT_OP_MUL: return yf ? (isfinite(x * fy) ? (int64_t)(x * fy) : NP_NAT) : x * y;
  case RT_OP_MOD: return y == 0 ? NP_NAT : x - floor_div(x, y) * y;
  default: /* / and // by a number */
    if (yf) return fy == 0 || !isfinite(x / fy) ? NP_NAT : (int64_t)(x / fy);
    return y == 0 ? NP_NAT : x / y;
  }
}

typedef struct Loop {
  BinOp op;
  char res;
  bool swap;      /* the time operand is b (int * m, int + M): x is b's element */
  bool yf;        /* the other operand is float */
} Loop;

/* One element of the loop: x and y at xp and yp, the result into out's element k. */
static inline void loop_elem(const Loop *L, const char *xp, const char *yp, Array *out,
                             int64_t k) {
  int64_t x = *(const int64_t *)xp, y = L->yf ? 0 : *(const int64_t *)yp;
  double fy = L->yf ? *(const double *)yp : 0;
  if (L->res == 'b') ((uint8_t *)out->data)[k] = compare(L->op, x, y);
  else if (L->res == 'f')
    ((double *)out->data)[k] = x == NP_NAT || y == NP_NAT ? NAN : (double)x / (double)y;
  else if (L->res == 'i')
    ((int64_t *)out->data)[k] = x == NP_NAT || y == NP_NAT || y == 0 ? 0 : floor_div(x, y);
  else ((int64_t *)out->data)[k] = time_elem(L->op, x, y, fy, L->yf);
}

/* The step between a's elements in C order when it has one (contiguous: the item size; a
 * broadcast scalar: 0), -1 otherwise. */
static int64_t flat_step(const Array *a) {
  if (rt_array_is_c_contiguous(a)) return rt_dtypes[a->dtype].itemsize;
  for (int d = 0; d < a->ndim; d++)
    if (a->strides[d] != 0 && a->shape[d] != 1) return -1;
  return 0;
}

static void run_loop(const Loop *L, const Array *A, const Array *B, Array *out) {
  int64_t sa = flat_step(A), sb = flat_step(B);
  if (sa >= 0 && sb >= 0) { /* the common case, without the general iterator */
    const Array *X = L->swap ? B : A, *Y = L->swap ? A : B;
    int64_t sx = L->swap ? sb : sa, sy = L->swap ? sa : sb;
    if ((L->op == RT_OP_SUB || L->op == RT_OP_ADD) && !L->yf && (L->res == 'M' || L->res == 'm')) {
      int64_t *o = (int64_t *)out->data, dx = sx / 8, dy = sy / 8, neg = L->op == RT_OP_SUB;
      const int64_t *x = (const int64_t *)X->data, *y = (const int64_t *)Y->data;
      for (int64_t k = 0; k < out->size; k++) { /* time_elem's add/subtract, branch-free */
        int64_t a = x[k * dx], b = y[k * dy];
        int64_t v = (int64_t)((uint64_t)a + (neg ? -(uint64_t)b : (uint64_t)b));
        o[k] = a == NP_NAT || b == NP_NAT ? NP_NAT : v;
      }
      return;
    }
    for (int64_t k = 0; k < out->size; k++)
      loop_elem(L, X->data + k * sx, Y->data + k * sy, out, k);
    return;
  }
  NpIter ia, ib;
  np_iter_init(&ia, A);
  np_iter_init(&ib, B);
  for (int64_t k = 0; ia.more; k++, np_iter_next(&ia), np_iter_next(&ib)) {
    const Array *XA = L->swap ? B : A;
    const char *xp = L->swap ? ib.ptr : ia.ptr, *yp = L->swap ? ia.ptr : ib.ptr;
    (void)XA;
    int64_t x = *(const int64_t *)xp, y = L->yf ? 0 : *(const int64_t *)yp;
    double fy = L->yf ? *(const double *)yp : 0;
    if (L->res == 'b') {
      ((uint8_t *)out->data)[k] = compare(L->op, x, y);
    } else if (L->res == 'f') {
      ((double *)out->data)[k] = x == NP_NAT || y == NP_NAT ? NAN : (double)x / (double)y;
    } else if (L->res == 'i') {
      ((int64_t *)out->data)[k] = x == NP_NAT || y == NP_NAT || y == 0 ? 0 : floor_div(x, y);
    } else {
      ((int64_t *)out->data)[k] = time_elem(L->op, x, y, fy, L->yf);
    }
  }
}

static void top_free(TOp *o) { rt_decref(o->arr); }

/* Bring the time operands to their common unit (when both are times). */
static int unify_units(TOp *A, TOp *B) {
  bool ta = A->kind == 'M' || A->kind == 'm', tb = B->kind == 'M' || B->kind == 'm';
  if (!(ta && tb)) return ta ? A->unit : B->unit;
  int u = np_time_common_unit(A->kind == 'M' || B->kind == 'M' ? 'M' : 'm', A->unit, B->unit);
  TOp *ops[2] = {A, B};
  for (int i = 0; i < 2; i++) { /* the operands are only read: one in the unit stays as it is */
    if (ops[i]->unit == u) continue;
    Value c = convert_ints(ops[i]->kind, ops[i]->unit, u, ops[i]->arr);
    rt_decref(ops[i]->arr);
    ops[i]->arr = c;
  }
  return u;
}

/* An operand's dtype as NumPy's messages print it: <M8[D], <m8[h], float64, ... */
static void operand_dtype_text(Value v, const TOp *o, char *buf, size_t cap) {
  if (o->kind == 'M' || o->kind == 'm') {
    snprintf(buf, cap, "<%c8[%s]", o->kind, np_time_unit_code(o->unit));
    return;
  }
  DType dt = rt_is_array(v) ? RT_AS(Array, v)->dtype
             : rt_is_npscalar(v) ? RT_AS(NpScalar, v)->dtype
             : o->kind == 'f' ? DT_FLOAT64 : DT_INT64;
  snprintf(buf, cap, "%s", rt_dtypes[dt].name);
}

/* datetime64 +/- timedelta64 in years or months, the datetime in a linear unit (days, hours,
 * ...): NumPy's ufunc cannot cast the timedelta to that unit. */
static void calendar_check(BinOp op, const TOp *A, const TOp *B) {
  const TOp *m = A->kind == 'm' ? A : B, *d = m == A ? B : A;
  if (d->kind != 'M' || m->kind != 'm' || m->unit > NT_M || d->unit <= NT_M || d->unit == NT_GENERIC)
    return;
  int u = np_time_common_unit('M', A->unit, B->unit);
  rt_raise(RT_EXC_UFuncInputCastingError, "Cannot cast ufunc '%s' input %d from dtype('<m8[%s]') to "
           "dtype('<m8[%s]') with casting rule 'same_kind'", op == RT_OP_ADD ? "add" : "subtract",
           m == A ? 0 : 1, np_time_unit_code(m->unit), np_time_unit_code(u));
}

void np_time_mixed_cast_error(const char *ufunc, char ka, int ua, int ub) {
  rt_raise(RT_EXC_UFuncInputCastingError, "Cannot cast ufunc '%s' input %d from "
           "dtype('<m8[%s]') to dtype('<M8[%s]') with casting rule 'same_kind'", ufunc,
           ka == 'm' ? 0 : 1, np_time_unit_code(ka == 'm' ? ua : ub),
           np_time_unit_code(np_time_common_unit('M', ua, ub)));
}

/* A datetime64 against a timedelta64: NumPy's ordering comparisons cast the timedelta to the
 * datetime's dtype and refuse; the == and != operators fail elementwise (a
 * DeprecationWarning, then a plain answer). */
static void mixed_comparison(BinOp op, const TOp *A, const TOp *B) {
  static const char *const names[] = {[RT_OP_LT] = "less", [RT_OP_LE] = "less_equal",
                                      [RT_OP_GT] = "greater", [RT_OP_GE] = "greater_equal"};
  if (op == RT_OP_LT || op == RT_OP_LE || op == RT_OP_GT || op == RT_OP_GE)
    np_time_mixed_cast_error(names[op], A->kind, A->unit, B->unit);
  if (op == RT_OP_EQ || op == RT_OP_NE)
    np_warn_as(RT_EXC_DeprecationWarning, "elementwise comparison failed; this will raise an "
                                          "error in the future.");
}

Value np_time_binop(BinOp op, Value a, Value b) {
  TOp A, B;
  if (!operand(a, &A)) return rt_undef();
  if (!operand(b, &B)) {
    top_free(&A);
    return rt_undef();
  }
  /* A.arr and B.arr live until the end, and unit or shape errors may raise on the way */
  int mark = rt_cleanup_push_value(&A.arr);
  rt_cleanup_push_value(&B.arr);
  char res = result_kind(op, A.kind, B.kind);
  if (!res && op == RT_OP_ADD && A.kind == 'M' && B.kind == 'M') {
    rt_raise(RT_EXC_UFuncBinaryResolutionError, "ufunc 'add' cannot use operands with types "
             "dtype('<M8[%s]') and dtype('<M8[%s]')", np_time_unit_code(A.unit),
             np_time_unit_code(B.unit));
  }
  bool ta = A.kind == 'M' || A.kind == 'm', tb = B.kind == 'M' || B.kind == 'm';
  static const char *const arith[] = {[RT_OP_ADD] = "add", [RT_OP_SUB] = "subtract",
                                      [RT_OP_MUL] = "multiply", [RT_OP_TRUEDIV] = "divide",
                                      [RT_OP_FLOORDIV] = "floor_divide", [RT_OP_MOD] = "remainder"};
  const char *uname = (size_t)op < sizeof arith / sizeof arith[0] ? arith[op] : NULL;
  if (!res && ((A.kind == 'M' && B.kind == 'm') || (A.kind == 'm' && B.kind == 'M')))
    mixed_comparison(op, &A, &B); /* raises or warns for a comparison, else returns */
  if (!res && (op == RT_OP_EQ || op == RT_OP_NE) && (A.kind == 'M' || B.kind == 'M') &&
      (A.kind == 'm' || B.kind == 'm')) {
    rt_cleanup_pop(mark, true);
    return rt_bool(op == RT_OP_NE);
  }
  if (!res && uname && (ta || tb)) {
    char da[32], db[32]; /* the arithmetic ufunc has no loop for these times (and numbers) */
    operand_dtype_text(a, &A, da, sizeof da);
    operand_dtype_text(b, &B, db, sizeof db);
    rt_raise(RT_EXC_UFuncBinaryResolutionError, "ufunc '%s' cannot use operands with types "
             "dtype('%s') and dtype('%s')", uname, da, db);
  }
  if (!res) {
    rt_cleanup_pop(mark, true);
    return rt_undef();
  }
  if ((op == RT_OP_ADD || op == RT_OP_SUB) && ta && tb) calendar_check(op, &A, &B);
  int unit = unify_units(&A, &B);
  bool swap = (A.kind == 'i' || A.kind == 'f') && res != 'b';
  Loop L = {op, res, swap, (swap ? A.kind : B.kind) == 'f'};
  const Array *xa = RT_AS(Array, A.arr), *xb = RT_AS(Array, B.arr);
  int64_t shape[RT_MAXDIM];
  int nd = rt_broadcast_shapes(xa->ndim, xa->shape, xb->ndim, xb->shape, shape);
  Value va = rt_array_broadcast_to(A.arr, nd, shape);
  rt_cleanup_push_value(&va);
  Value vb = rt_array_broadcast_to(B.arr, nd, shape);
  rt_cleanup_push_value(&vb);
  DType odt = res == 'b' ? DT_BOOL : res == 'f' ? DT_FLOAT64 : DT_INT64;
  Value out = rt_array_new(odt, nd, shape, false);
  run_loop(&L, RT_AS(Array, va), RT_AS(Array, vb), RT_AS(Array, out));
  bool scalar = A.scalar && B.scalar;
  rt_cleanup_pop(mark, true);
  if (res == 'M' || res == 'm') return wrap_result(res, unit, out, scalar);
  if (!scalar) return out;
  Value s = rt_npscalar_new(odt, RT_AS(Array, out)->data);
  rt_decref(out);
  return s;
}

/* ---- printing: elements as NumPy's _TimelikeFormat gives them, through the layout of the
 * string arrays (datetimes are quoted, timedeltas are not) ---- */

static Value element_texts(const NpTimeArr *t) {
  const Array *a = RT_AS(Array, t->ints);
  Value strs = np_strarr_new(a->ndim, a->shape, 0);
  NpStrArr *s = RT_AS(NpStrArr, strs);
  int64_t width = 0;
  NpIter it;
  int64_t k = 0;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it), k++) {
    StrBuf sb;
    rt_sb_init(&sb);
    int64_t v = *(int64_t *)it.ptr;
    if (t->kind == 'M' || v == NP_NAT) np_time_format(&sb, 'M', t->unit, v);
    else rt_sb_printf(&sb, "%lld", (long long)v);
    if ((int64_t)sb.len > width) width = (int64_t)sb.len;
    Value str = rt_sb_to_str(&sb);
    Value *slot = np_strarr_at(s, k);
    rt_decref(*slot);
    *slot = str;
  }
  s->width = width;
  return strs;
}

/* NumPy right-aligns every element to the widest one (datetimes quoted: 'NaT' pads too). */
static void pad_texts(Value strs, bool quote) {
  NpStrArr *s = RT_AS(NpStrArr, strs);
  for (int64_t k = 0; k < s->size; k++) {
    Value *slot = np_strarr_at(s, k);
    const char *txt = rt_str_data(*slot);
    int64_t n = (int64_t)strlen(txt);
    StrBuf sb;
    rt_sb_init(&sb);
    for (int64_t i = n; i < s->width; i++) rt_sb_putc(&sb, ' ');
    if (quote) rt_sb_printf(&sb, "'%s'", txt);
    else rt_sb_puts(&sb, txt);
    if (!quote && !strcmp(txt, "NaT")) {
      sb.len = 0;
      for (int64_t i = 5; i < s->width; i++) rt_sb_putc(&sb, ' ');
      rt_sb_puts(&sb, "'NaT'");
    }
    rt_decref(*slot);
    *slot = rt_sb_to_str(&sb);
  }
}

void np_timearr_format_body(StrBuf *sb, Value self, const char *sep, const char *hang,
                            size_t width) {
  NpTimeArr *t = RT_AS(NpTimeArr, self);
  Value strs = element_texts(t);
  int mark = rt_cleanup_push_value(&strs);
  bool has_nat = false;
  NpStrArr *s = RT_AS(NpStrArr, strs);
  for (int64_t k = 0; k < s->size; k++) has_nat |= !strcmp(rt_str_data(*np_strarr_at(s, k)), "NaT");
  if (t->kind == 'm' && has_nat && s->width < 5) s->width = 5;
  pad_texts(strs, t->kind == 'M');
  np_strarr_format_body(sb, s, sep, hang, width, true);
  rt_cleanup_pop(mark, true);
}

static Value format_arr(Value self, bool repr) {
  NpTimeArr *t = RT_AS(NpTimeArr, self);
  if (!repr && RT_AS(Array, t->ints)->ndim == 0) { /* str of a 0-d array: its scalar's */
    Value s = np_time_new(t->kind, t->unit, *(int64_t *)RT_AS(Array, t->ints)->data);
    int m0 = rt_cleanup_push_value(&s);
    Value r = rt_to_str(s);
    rt_cleanup_pop(m0, true);
    return r;
  }
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  if (!repr) {
    np_timearr_format_body(&sb, self, " ", " ", (size_t)np_print_linewidth());
  } else {
    rt_sb_puts(&sb, "array(");
    np_timearr_format_body(&sb, self, ", ", "       ", (size_t)np_print_linewidth() - 1);
    char dt[48];
    const char *kind = t->kind == 'M' ? "datetime64" : "timedelta64";
    if (t->unit == NT_GENERIC) /* NumPy writes the generic unit's name unquoted */
      snprintf(dt, sizeof dt, "dtype=%s)", kind);
    else
      snprintf(dt, sizeof dt, "dtype='%s[%s]')", kind, np_time_unit_code(t->unit));
    rt_sb_putc(&sb, ',');
    const char *nl = strrchr(sb.data, '\n');
    size_t last = nl ? sb.len - (size_t)(nl + 1 - sb.data) : sb.len;
    rt_sb_puts(&sb, last + strlen(dt) + 1 > (size_t)np_print_linewidth() ? "\n      " : " ");
    rt_sb_puts(&sb, dt);
  }
  Value r = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value timearr_repr(Value self) { return format_arr(self, true); }
static Value timearr_str(Value self) { return format_arr(self, false); }

/* ---- attributes and methods ---- */

static Value rewrap(Value self, Value r) {
  NpTimeArr *t = RT_AS(NpTimeArr, self);
  if (rt_is_array(r)) return np_timearr_wrap(t->kind, t->unit, r);
  if (rt_is_npscalar(r) && RT_AS(NpScalar, r)->dtype == DT_INT64) {
    Value s = np_time_new(t->kind, t->unit, RT_AS(NpScalar, r)->as.i64);
    rt_decref(r);
    return s;
  }
  return r;
}

/* self.name(...) of the counts, its results taken back as times */
static Value delegate(Value self, const char *name, int argc, const Value *argv,
                      const Kwargs *kw) {
  Value m = rt_getattr(RT_AS(NpTimeArr, self)->ints, name);
  int mark = rt_cleanup_push_value(&m);
  Value r = rt_call(m, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return rewrap(self, r);
}

#define DELEGATE(fn, name)                                                                \
  static Value fn(Value self, int argc, const Value *argv, const Kwargs *kw) {            \
    return delegate(self, name, argc, argv, kw);                                          \
  }
DELEGATE(m_copy, "copy")
DELEGATE(m_reshape, "reshape")
DELEGATE(m_ravel, "ravel")
DELEGATE(m_flatten, "flatten")
DELEGATE(m_transpose, "transpose")
static Value m_min(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return rewrap(self, np_time_reduce(self, "min", argc, argv, kw));
}

static Value m_max(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return rewrap(self, np_time_reduce(self, "max", argc, argv, kw));
}

/* argmin/argmax: indices (not times) of the counts; NaT propagates as NaN does, the first NaT
 * being the extreme: it is INT64_MIN, the least count, so argmin finds it as it is, and argmax
 * on a copy with NaT read as INT64_MAX. */
static Value time_arg(Value self, const char *name, int argc, const Value *argv,
                      const Kwargs *kw) {
  NpTimeArr *t = RT_AS(NpTimeArr, self);
  Value src = t->ints;
  rt_incref(src);
  int mark = rt_cleanup_push_value(&src);
  if (!strcmp(name, "argmax")) {
    Value c = rt_array_contiguous(src, true);
    rt_decref(src);
    src = c;
    Array *a = RT_AS(Array, src);
    int64_t *d = (int64_t *)a->data;
    for (int64_t i = 0; i < a->size; i++)
      if (d[i] == NP_NAT) d[i] = INT64_MAX;
  }
  Value m = rt_getattr(src, name);
  rt_cleanup_push_value(&m);
  Value r = rt_call(m, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_argmin(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return time_arg(self, "argmin", argc, argv, kw);
}

static Value m_argmax(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return time_arg(self, "argmax", argc, argv, kw);
}

static Value m_sum(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (RT_AS(NpTimeArr, self)->kind == 'M') {
    rt_raise(RT_EXC_UFuncBinaryResolutionError, "ufunc 'add' cannot use operands with types "
             "dtype('<M8[%s]') and dtype('<M8[%s]')", np_time_unit_code(RT_AS(NpTimeArr, self)->unit),
             np_time_unit_code(RT_AS(NpTimeArr, self)->unit));
  }
  return rewrap(self, np_time_reduce(self, "sum", argc, argv, kw));
}

static Value m_cumsum(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (RT_AS(NpTimeArr, self)->kind == 'M') m_sum(self, 0, NULL, NULL); /* no 'add' loop: raises */
  return rewrap(self, np_time_reduce(self, "cumsum", argc, argv, kw));
}

/* np.mean(a, ...), a.mean(...) and np.median(a, ...) (name) of a timedelta64 array: NumPy
 * averages the counts, truncating toward zero; a datetime64 array has no 'add' loop. */
Value np_timearr_stat(const char *name, Value self, int argc, const Value *argv,
                      const Kwargs *kw) {
  NpTimeArr *t = RT_AS(NpTimeArr, self);
  if (t->kind == 'M') return m_sum(self, 0, argv, NULL);
  Value args[8];
  if (argc > 7) rt_raise(RT_EXC_TypeError, "%s() takes at most 7 arguments (%d given)", name, argc);
  args[0] = rt_array_astype(t->ints, DT_FLOAT64);
  int mark = rt_cleanup_push_value(&args[0]);
  /* NaT: NaN for a mean (it propagates); for a median +inf, as NumPy sorts NaT last and only
   * the middle elements' mean can meet it */
  const Array *c = RT_AS(Array, t->ints);
  double *f = (double *)RT_AS(Array, args[0])->data, nat = strcmp(name, "median") ? NAN : INFINITY;
  NpIter it;
  int64_t k = 0;
  for (np_iter_init(&it, c); it.more; np_iter_next(&it), k++)
    if (*(const int64_t *)it.ptr == NP_NAT) f[k] = nat;
  for (int i = 0; i < argc; i++) args[i + 1] = argv[i];
  Value mod = rt_import("numpy");
  Value fn = rt_module_lookup(mod, name);
  rt_decref(mod); /* the module lives in the import registry: fn stays valid */
  Value r = rt_call(fn, argc + 1, args, kw);
  rt_cleanup_push_value(&r);
  Value out;
  if (rt_is_array(r)) {
    Value fr = rt_array_astype(r, DT_FLOAT64), ir = rt_array_astype(fr, DT_INT64);
    const double *src = (const double *)RT_AS(Array, fr)->data;
    for (int64_t j = 0; j < RT_AS(Array, ir)->size; j++)
      if (!isfinite(src[j])) ((int64_t *)RT_AS(Array, ir)->data)[j] = NP_NAT;
    rt_decref(fr);
    out = np_timearr_wrap(t->kind, t->unit, ir);
  } else {
    double d = rt_to_double(r, name);
    out = np_time_new(t->kind, t->unit, isfinite(d) ? (int64_t)d : NP_NAT);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static Value m_mean(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return np_timearr_stat("mean", self, argc, argv, kw);
}

/* An object array of the items' Python values (datetime.date, ..., as np_time_to_py). */
static Value as_objects(Value self) {
  NpTimeArr *t = RT_AS(NpTimeArr, self);
  Array *a = RT_AS(Array, t->ints);
  Value out = np_objarr_new(a->ndim, a->shape);
  int mark = rt_cleanup_push_value(&out);
  int64_t k = 0;
  NpIter it;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it), k++) {
    Value *slot = np_objarr_at(RT_AS(NpObjArr, out), k);
    Value v = np_time_to_py(t->kind, t->unit, *(const int64_t *)(const void *)it.ptr);
    rt_decref(*slot);
    *slot = v;
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static Value m_tolist(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("tolist", argc, kw, 0, 0);
  Value o = as_objects(self);
  int mark = rt_cleanup_push_value(&o);
  Value f = rt_getattr(o, "tolist");
  rt_cleanup_push_value(&f);
  Value r = rt_call(f, 0, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_astype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"dtype", "order", "casting", "subok", "copy"};
  Value a[5];
  rt_parse_args("astype", argc, argv, kw, 5, names, 1, a);
  if (np_is_obj_dtype(a[0])) return as_objects(self);
  NpTimeArr *t = RT_AS(NpTimeArr, self);
  char kind;
  int unit;
  if (np_time_dtype_of(a[0], &kind, &unit)) {
    if (unit == NT_GENERIC) unit = t->unit;
    Value out = rt_array_astype(t->ints, DT_INT64);
    Array *o = RT_AS(Array, out);
    for (int64_t k = 0; k < o->size; k++)
      ((int64_t *)o->data)[k] = np_time_cast(t->kind, t->unit, unit, ((int64_t *)o->data)[k]);
    return np_timearr_wrap(kind, unit, out);
  }
  int64_t ws = np_str_dtype_width(a[0]), wb = np_bytes_dtype_width(a[0]);
  if (ws >= 0 || wb >= 0) { /* the texts str() gives, in a 'U' (or 'S') array */
    Value txt = np_timearr_texts(self, t->unit, ws >= 0 ? ws : wb);
    if (ws >= 0) return txt;
    int mark = rt_cleanup_push_value(&txt);
    const NpStrArr *sa = RT_AS(NpStrArr, txt);
    Value r = np_strarr_copy_as(sa, sa->width, true);
    rt_cleanup_pop(mark, true);
    return r;
  }
  return rt_array_astype(t->ints, rt_dtype_from_value(a[0]));
}

/* a.view(dtype): the counts themselves as int64 (or another 8-byte type), or the same counts
 * as times of another unit. */
static Value m_view(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"dtype", "type"};
  Value a[2];
  rt_parse_args("view", argc, argv, kw, 2, names, 0, a);
  NpTimeArr *t = RT_AS(NpTimeArr, self);
  char kind;
  int unit;
  Value ints = rt_getattr(t->ints, "view");
  int mark = rt_cleanup_push_value(&ints);
  bool timed = !rt_is_undef(a[0]) && np_time_dtype_of(a[0], &kind, &unit);
  Value arg = timed || rt_is_undef(a[0]) ? rt_none() : a[0];
  Value r = rt_call(ints, rt_is_none(arg) ? 0 : 1, &arg, NULL);
  if (rt_is_none(arg)) r = np_timearr_wrap(t->kind, t->unit, r);
  else if (timed) r = np_timearr_wrap(kind, unit == NT_GENERIC ? t->unit : unit, r);
  rt_cleanup_pop(mark, true);
  return r;
}

static const struct {
  const char *name;
  NativeFn fn;
} methods[] = {{"view", m_view},           {"tolist", m_tolist},           {"astype", m_astype},       {"copy", m_copy},       {"reshape", m_reshape},
               {"ravel", m_ravel},         {"flatten", m_flatten}, {"transpose", m_transpose},
               {"min", m_min},             {"max", m_max},         {"argmin", m_argmin},
               {"argmax", m_argmax},       {"sum", m_sum},         {"mean", m_mean},       {"cumsum", m_cumsum},       {"sort", np_time_sort_method},
               {"argsort", np_time_argsort_method}, {"searchsorted", np_time_searchsorted_method}};

static Value timearr_getattr(Value self, const char *name) {
  NpTimeArr *t = RT_AS(NpTimeArr, self);
  if (!strcmp(name, "dtype")) return np_timedtype_new(t->kind, t->unit);
  if (!strcmp(name, "T")) return rewrap(self, rt_getattr(t->ints, "T"));
  static const char *const plain[] = {"shape", "ndim", "size", "strides", "itemsize", "nbytes",
                                      "flags"};
  for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
    if (!strcmp(name, plain[i])) return rt_getattr(t->ints, name);
  }
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++) {
    if (!strcmp(name, methods[i].name)) return rt_native_bind(methods[i].name, methods[i].fn, self);
  }
  return rt_undef();
}

/* ---- items ---- */

static Value timearr_getitem(Value self, Value key) {
  return rewrap(self, rt_getitem(RT_AS(NpTimeArr, self)->ints, key));
}

/* The counts a stored value stands for, in t's unit (a scalar int, or an int64 array). */
static Value counts_of(const NpTimeArr *t, Value v) {
  if (np_is_time(v)) {
    NpTime *s = RT_AS(NpTime, v);
    return rt_int(np_time_convert(t->kind, s->unit, t->unit, s->v));
  }
  if (np_is_timearr(v)) {
    NpTimeArr *s = RT_AS(NpTimeArr, v);
    return convert_ints(t->kind, s->unit, t->unit, s->ints);
  }
  if (rt_is_str(v)) {
    int su;
    int64_t n = np_time_parse(rt_str_data(v), &su);
    return rt_int(np_time_convert(t->kind, su, t->unit, n));
  }
  char pk;
  int pu;
  int64_t pn;
  if (np_time_from_py(v, &pk, &pu, &pn) && pk == t->kind) /* a[0] = datetime.date(...) */
    return rt_int(np_time_convert(t->kind, pu, t->unit, pn));
  rt_incref(v);
  return v;
}

static void timearr_setitem(Value self, Value key, Value v) {
  NpTimeArr *t = RT_AS(NpTimeArr, self);
  Value c = counts_of(t, v);
  int mark = rt_cleanup_push_value(&c);
  rt_setitem(t->ints, key, c);
  rt_cleanup_pop(mark, true);
}

static int64_t timearr_len(Value self) { return rt_len(RT_AS(NpTimeArr, self)->ints); }

static Value timearr_iter(Value self) {
  int64_t n = timearr_len(self);
  Value l = rt_list_new(n);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t i = 0; i < n; i++) {
    Value e = timearr_getitem(self, rt_int(i));
    rt_list_append(l, e);
    rt_decref(e);
  }
  Value it = rt_iter(l);
  rt_cleanup_pop(mark, true);
  return it;
}

static Value timearr_binop(BinOp op, Value a, Value b) { return np_time_binop(op, a, b); }

static Value timearr_unop(UnOp op, Value a) {
  NpTimeArr *t = RT_AS(NpTimeArr, a);
  if (t->kind != 'm' || (op != RT_UOP_NEG && op != RT_UOP_POS)) return rt_undef();
  Value out = rt_array_astype(t->ints, DT_INT64);
  Array *o = RT_AS(Array, out);
  int64_t *p = (int64_t *)o->data;
  for (int64_t k = 0; op == RT_UOP_NEG && k < o->size; k++) p[k] = p[k] == NP_NAT ? p[k] : -p[k];
  return np_timearr_wrap('m', t->unit, out);
}

Value np_time_abs(Value v) {
  char kind = np_is_time(v) ? RT_AS(NpTime, v)->kind : RT_AS(NpTimeArr, v)->kind;
  if (kind == 'M') {
    rt_raise(RT_EXC_UFuncNoLoopError, "ufunc 'absolute' did not contain a loop with signature "
             "matching types <class 'numpy.dtype[datetime64]'> -> None");
  }
  if (np_is_time(v)) {
    NpTime *t = RT_AS(NpTime, v);
    return np_time_new('m', t->unit, t->v < 0 && t->v != NP_NAT ? -t->v : t->v);
  }
  NpTimeArr *t = RT_AS(NpTimeArr, v);
  Value out = rt_array_astype(t->ints, DT_INT64);
  Array *o = RT_AS(Array, out);
  int64_t *p = (int64_t *)o->data;
  for (int64_t k = 0; k < o->size; k++) p[k] = p[k] < 0 && p[k] != NP_NAT ? -p[k] : p[k];
  return np_timearr_wrap('m', t->unit, out);
}

static int timearr_truthy(Value self) { return rt_truthy(RT_AS(NpTimeArr, self)->ints); }

const ObjType np_timearr_type = {
    .name = "numpy.ndarray", .free = timearr_free, .repr = timearr_repr, .str = timearr_str,
    .getattr = timearr_getattr, .getitem = timearr_getitem, .setitem = timearr_setitem,
    .iter = timearr_iter, .len = timearr_len, .truthy = timearr_truthy,
    .binop = timearr_binop, .unop = timearr_unop, .numkind = RT_NUMBER_ARRAY,
    .hash = rt_unhashable, .type_object = np_array_type_object};

/* ---- np.array(..., dtype='datetime64[..]'), np.array([np.datetime64(...), ...]) ---- */

typedef struct Build {
  char kind;
  int unit;       /* NT_GENERIC while inferring */
  bool infer;
  int64_t *out;
  int64_t n;
} Build;

/* the count of one leaf in b's unit (or, while inferring, widen b->unit to the leaf's) */
static int64_t leaf_count(Build *b, Value v) {
  int lu;
  int64_t n;
  if (np_is_time(v)) {
    lu = RT_AS(NpTime, v)->unit;
    n = RT_AS(NpTime, v)->v;
  } else if (rt_is_none(v)) {
    return NP_NAT;
  } else if (rt_is_str(v) && (b->kind == 'M' || !strcasecmp(rt_str_data(v), "nat"))) {
    n = np_time_parse(rt_str_data(v), &lu);
  } else if (np_time_from_py(v, &(char){0}, &lu, &n)) { /* datetime.date(...) */
  } else {
    if (b->unit == NT_GENERIC && b->kind == 'M' && !b->infer) {
      rt_raise(RT_EXC_ValueError, "Converting an integer to a NumPy datetime requires a "
               "specified unit");
    }
    return rt_is_str(v) ? strtoll(rt_str_data(v), NULL, 10) : np_time_count(v, b->kind, true);
  }
  if (b->infer) {
    b->unit = b->unit == NT_GENERIC ? lu : np_time_common_unit(b->kind, b->unit, lu);
    return 0;
  }
  return np_time_convert(b->kind, lu, b->unit, n);
}

static void walk(Build *b, Value v, int depth, int *ndim, int64_t *shape) {
  if (rt_is_list(v) || rt_is_tuple(v)) {
    int64_t n = rt_len(v);
    if (depth >= RT_MAXDIM) /* a list holding itself */
      rt_raise(RT_EXC_ValueError, "setting an array element with a sequence. The requested array "
               "would exceed the maximum number of dimension of %d.", RT_MAXDIM);
    if (depth >= *ndim) {
      *ndim = depth + 1;
      shape[depth] = n;
    } else if (shape[depth] != n) {
      rt_raise(RT_EXC_ValueError, "setting an array element with a sequence. The requested "
               "array has an inhomogeneous shape after %d dimensions.", depth);
    }
    for (int64_t i = 0; i < n; i++) {
      Value e = rt_getitem(v, rt_int(i));
      int mark = rt_cleanup_push_value(&e);
      walk(b, e, depth + 1, ndim, shape);
      rt_cleanup_pop(mark, true);
    }
    return;
  }
  int64_t c = leaf_count(b, v);
  if (b->out) b->out[b->n] = c;
  b->n++;
}

/* Stops past NumPy's 32 dimensions (a list holding itself), as np_str_leaves. */
static bool time_leaves_at(Value v, int depth, bool *too_deep) {
  if (np_is_time(v)) return true;
  if (!rt_is_list(v) && !rt_is_tuple(v)) return false;
  if (depth > RT_MAXDIM) {
    *too_deep = true;
    return false;
  }
  int64_t n = rt_len(v);
  for (int64_t i = 0; i < n && !*too_deep; i++) {
    Value e = rt_getitem(v, rt_int(i));
    bool t = time_leaves_at(e, depth + 1, too_deep);
    rt_decref(e);
    if (t) return true;
  }
  return false;
}

static bool time_leaves(Value v) {
  bool too_deep = false;
  return time_leaves_at(v, 0, &too_deep);
}

static char first_time_kind(Value v) {
  if (np_is_time(v)) return RT_AS(NpTime, v)->kind;
  int64_t n = rt_len(v);
  for (int64_t i = 0; i < n; i++) {
    Value e = rt_getitem(v, rt_int(i));
    char k = (rt_is_list(e) || rt_is_tuple(e) || np_is_time(e)) ? first_time_kind(e) : 0;
    rt_decref(e);
    if (k) return k;
  }
  return 0;
}

static Value build_from_list(Value obj, char kind, int unit) {
  Build b = {kind, unit, unit == NT_GENERIC, NULL, 0};
  int ndim = 0;
  int64_t shape[RT_MAXDIM];
  if (b.infer) {
    walk(&b, obj, 0, &ndim, shape);
    b.infer = false;
    ndim = 0;
    b.n = 0;
  }
  Value out = rt_undef();
  walk(&b, obj, 0, &ndim, shape); /* the shape */
  out = rt_array_new(DT_INT64, ndim, shape, false);
  int mark = rt_cleanup_push_value(&out);
  b.out = (int64_t *)RT_AS(Array, out)->data;
  b.n = 0;
  walk(&b, obj, 0, &ndim, shape);
  rt_cleanup_pop(mark, false);
  return np_timearr_wrap(kind, b.unit, out);
}

Value np_time_array_hook(Value obj, Value dtype) {
  char kind;
  int unit;
  bool given = !rt_is_undef(dtype) && !rt_is_none(dtype) && np_time_dtype_of(dtype, &kind, &unit);
  if (np_is_timearr(obj)) {
    NpTimeArr *t = RT_AS(NpTimeArr, obj);
    if (!given) kind = t->kind, unit = t->unit;
    if (unit == NT_GENERIC) unit = t->unit;
    return np_timearr_wrap(kind, unit, convert_ints(t->kind, t->unit, unit, t->ints));
  }
  if (np_is_time(obj) && !given) {
    kind = RT_AS(NpTime, obj)->kind;
    unit = RT_AS(NpTime, obj)->unit;
    given = true;
  }
  if (!given) {
    if (!time_leaves(obj)) return rt_undef();
    kind = first_time_kind(obj);
    unit = NT_GENERIC;
  }
  if (rt_is_array(obj)) {
    if (unit == NT_GENERIC && kind == 'M') {
      rt_raise(RT_EXC_ValueError, "Converting an integer to a NumPy datetime requires a "
               "specified unit");
    }
    return np_timearr_wrap(kind, unit, rt_array_astype(obj, DT_INT64));
  }
  return build_from_list(obj, kind, unit);
}

/* ---- np.arange of times: np.arange('2021-01-01', '2021-02-01', dtype='datetime64[D]'),
 * np.arange(start_dt, stop_dt, step_td) ---- */

static bool time_bound(Value v, char kind, int64_t *n, int *unit) {
  if (np_is_time(v)) {
    *n = RT_AS(NpTime, v)->v;
    *unit = RT_AS(NpTime, v)->unit;
    return true;
  }
  if (rt_is_str(v) && kind == 'M') {
    *n = np_time_parse(rt_str_data(v), unit);
    return true;
  }
  return false;
}

Value np_time_arange_hook(int argc, const Value *argv, Value dtype) {
  char kind = 0;
  int unit = NT_GENERIC;
  bool given = !rt_is_undef(dtype) && !rt_is_none(dtype) && np_time_dtype_of(dtype, &kind, &unit);
  if (!given && !(argc > 0 && np_is_time(argv[0]))) return rt_undef();
  if (!given) kind = RT_AS(NpTime, argv[0])->kind;
  int64_t v[3] = {0, 0, 1};
  int u[3] = {NT_GENERIC, NT_GENERIC, NT_GENERIC};
  int nb = argc < 2 ? 1 : argc;
  for (int i = 0; i < nb && i < 3; i++) {
    if (!time_bound(argv[i], i == 2 ? 'm' : kind, &v[i], &u[i])) v[i] = rt_to_index(argv[i], "arange");
  }
  if (argc == 1) v[1] = v[0], u[1] = u[0], v[0] = 0, u[0] = NT_GENERIC;
  int common = unit;
  if (!given || unit == NT_GENERIC) {
    common = NT_GENERIC;
    for (int i = 0; i < 3; i++) common = np_time_common_unit(kind, common, u[i]);
  }
  for (int i = 0; i < 3; i++) v[i] = np_time_convert(i == 2 ? 'm' : kind, u[i], common, v[i]);
  if (v[2] == 0) rt_raise(RT_EXC_ValueError, "arange: step cannot be zero");
  int64_t d = v[1] - v[0], len = 0;
  if (d != 0 && (d > 0) == (v[2] > 0)) len = d / v[2] + (d % v[2] != 0);
  Value out = rt_array_new(DT_INT64, 1, &len, false);
  int64_t *p = (int64_t *)RT_AS(Array, out)->data;
  for (int64_t i = 0; i < len; i++) p[i] = v[0] + i * v[2];
  return np_timearr_wrap(kind, common, out);
}
