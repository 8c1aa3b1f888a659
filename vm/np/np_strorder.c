/* np_strorder.c — memory order of string arrays: Fortran-ordered copies (np.asfortranarray,
 * np.array(order='F'), a.copy(order='K') of a transpose, the _like functions of one) whose
 * items are laid out column by column, as NumPy's are; np.ascontiguousarray and np.isfortran
 * of them; a.strides, a.copy(order=) and a.tobytes(order=). Their layouts in items then reach
 * flags, ravel('K') and the layout functions (np_strlayout.c) as a numeric array's do. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "np_strarray.h"
#include "np_strorder.h"

static bool c_contig(const NpStrArr *a) {
  int64_t st = 1;
  for (int d = a->ndim - 1; d >= 0; d--) {
    if (a->shape[d] != 1 && a->strides[d] != st) return false;
    st *= a->shape[d];
  }
  return true;
}

static bool f_contig(const NpStrArr *a) {
  int64_t st = 1;
  for (int d = 0; d < a->ndim; d++) {
    if (a->shape[d] != 1 && a->strides[d] != st) return false;
    st *= a->shape[d];
  }
  return true;
}

bool np_strarr_is_fortran(const NpStrArr *a) { return a->ndim > 1 && f_contig(a) && !c_contig(a); }

/* 'C', 'F', 'A' or 'K' from an order argument (RT_UNDEF/None: dflt). */
static char order_of(Value v, char dflt) {
  if (rt_is_undef(v) || rt_is_none(v)) return dflt;
  const char *s = rt_is_str(v) ? rt_str_data(v) : "";
  char c = s[0] >= 'a' && s[0] <= 'z' ? (char)(s[0] - 'a' + 'A') : s[0];
  if (!strchr("CFAK", c) || !c || s[1]) rt_raise(RT_EXC_ValueError, "order must be one of 'C', 'F', 'A', or 'K' (got '%s')", s);
  return c;
}

/* Whether order keeps a Fortran layout of a. */
static bool wants_f(const NpStrArr *a, char order) {
  return order == 'F' || ((order == 'K' || order == 'A') && np_strarr_is_fortran(a));
}

Value np_strarr_ordered_copy(const NpStrArr *a, bool fortran) {
  Value out = np_strarr_copy(a, a->width);
  if (!fortran || a->ndim < 2) return out;
  NpStrArr *o = RT_AS(NpStrArr, out); /* C-ordered: relaid column by column */
  int mark = rt_cleanup_push_value(&out);
  Value *c = rt_malloc(sizeof(Value) * (size_t)(o->size > 0 ? o->size : 1));
  memcpy(c, o->items, sizeof(Value) * (size_t)o->size);
  int64_t st = 1;
  for (int d = 0; d < o->ndim; d++) {
    o->strides[d] = st;
    st *= o->shape[d] ? o->shape[d] : 1;
  }
  for (int64_t k = 0; k < o->size; k++) { /* item k in C order goes to its Fortran place */
    int64_t rest = k, at = 0;
    for (int d = o->ndim - 1; d >= 0; d--) {
      at += rest % o->shape[d] * o->strides[d];
      rest /= o->shape[d];
    }
    o->items[at] = c[k];
  }
  free(c);
  rt_cleanup_pop(mark, false);
  return out;
}

Value np_strarr_strides(const NpStrArr *a) {
  int64_t isz = a->bytes ? a->width : 4 * a->width;
  Value t = rt_tuple_new(a->ndim);
  for (int d = 0; d < a->ndim; d++) rt_tuple_set(t, d, rt_int(a->strides[d] * isz));
  return t;
}

/* a.copy(order='C') */
Value np_strarr_m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"order"};
  Value v[1];
  rt_parse_args("copy", argc, argv, kw, 1, names, 0, v);
  const NpStrArr *a = RT_AS(NpStrArr, self);
  return np_strarr_ordered_copy(a, wants_f(a, order_of(v[0], 'C')));
}

/* a.tobytes(order='C'): each item padded with NULs to the itemsize (UCS4 for 'U'). */
Value np_strarr_m_tobytes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"order"};
  Value v[1];
  rt_parse_args("tobytes", argc, argv, kw, 1, names, 0, v);
  const NpStrArr *a = RT_AS(NpStrArr, self);
  char order = order_of(v[0], 'C');
  if (order == 'K') rt_raise(RT_EXC_ValueError, "order must be one of 'C', 'F', 'A' (got 'K')");
  Value src = np_strarr_ordered_copy(a, wants_f(a, order));
  int mark = rt_cleanup_push_value(&src);
  const NpStrArr *s = RT_AS(NpStrArr, src);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  for (int64_t k = 0; k < s->size; k++) np_item_pack(&sb, s->items[k], s->width); /* memory order */
  Value r = rt_bytes_new(&rt_bytes_type, sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- numpy's functions, wrapped for string arrays ---- */

static const NpStrArr *str_arg(int argc, const Value *argv) {
  return argc > 0 && np_is_strarr(argv[0]) ? RT_AS(NpStrArr, argv[0]) : NULL;
}

static Value kw_get(const Kwargs *kw, const char *name, int argc, const Value *argv, int pos) {
  if (pos >= 0 && pos < argc) return argv[pos];
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], name)) return kw->values[i];
  return rt_undef();
}

/* r (stolen) laid out as order asks, a the string array the call was given. */
static Value relaid(Value r, const NpStrArr *a, char order) {
  if (!np_is_strarr(r)) return r;
  const NpStrArr *s = RT_AS(NpStrArr, r);
  bool f = order == 'F' || ((order == 'K' || order == 'A') && a && np_strarr_is_fortran(a));
  if (f == np_strarr_is_fortran(s) || s->ndim < 2) return r;
  int mark = rt_cleanup_push_value(&r);
  Value out = np_strarr_ordered_copy(s, f);
  rt_cleanup_pop(mark, true);
  return out;
}

typedef struct OrderFn {
  const char *name;
  int order_pos; /* the order parameter's position (-1: keyword only) */
  char dflt;     /* its default */
} OrderFn;

static const OrderFn order_fns[] = {
    {"array", -1, 'K'},     {"asarray", 2, 'K'},   {"asanyarray", 2, 'K'}, {"copy", 1, 'K'},
    {"empty_like", 2, 'K'}, {"zeros_like", 2, 'K'}, {"ones_like", 2, 'K'}, {"full_like", 3, 'K'},
    {"zeros", 2, 'C'},      {"empty", 2, 'C'},     {"ones", 2, 'C'},       {"full", 3, 'C'},
};
enum { NORDER = sizeof order_fns / sizeof order_fns[0] };
static const Obj *order_wrapped[NORDER];

/* self: the wrapped function */
static Value order_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  const NativeFunc *f = RT_AS(NativeFunc, self);
  const NpStrArr *a = str_arg(argc, argv);
  int i = 0;
  while (i < NORDER - 1 && order_wrapped[i] != self.as.o) i++;
  const OrderFn *o = &order_fns[i];
  Value ov = kw_get(kw, "order", argc, argv, o->order_pos);
  if (a && !strcmp(o->name, "copy")) /* np.copy */
    return np_strarr_ordered_copy(a, wants_f(a, order_of(ov, o->dflt)));
  Value r = f->fn(f->self, argc, argv, kw);
  if (!np_is_strarr(r)) return r;
  int mark = rt_cleanup_push_value(&r);
  char order = order_of(ov, o->dflt);
  rt_cleanup_pop(mark, false);
  if (!strcmp(o->name, "array") || !strcmp(o->name, "asarray") || !strcmp(o->name, "asanyarray")) {
    if (order == 'A') order = 'K'; /* the input's layout */
  }
  return relaid(r, a, order);
}

static Value f_asfortranarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  const NativeFunc *f = RT_AS(NativeFunc, self);
  const NpStrArr *a = str_arg(argc, argv);
  if (!a || argc > 1 || (kw && kw->n)) return f->fn(f->self, argc, argv, kw);
  if (np_strarr_is_fortran(a) || a->ndim < 2) return rt_incref(argv[0]), argv[0];
  return np_strarr_ordered_copy(a, true);
}

static Value f_ascontiguousarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  const NativeFunc *f = RT_AS(NativeFunc, self);
  const NpStrArr *a = str_arg(argc, argv);
  if (!a || argc > 1 || (kw && kw->n) || a->ndim == 0) return f->fn(f->self, argc, argv, kw);
  if (c_contig(a)) return rt_incref(argv[0]), argv[0];
  return np_strarr_ordered_copy(a, false);
}

static Value f_isfortran(Value self, int argc, const Value *argv, const Kwargs *kw) {
  const NativeFunc *f = RT_AS(NativeFunc, self);
  const NpStrArr *a = str_arg(argc, argv);
  if (!a || argc > 1 || (kw && kw->n)) return f->fn(f->self, argc, argv, kw);
  return rt_bool(a->ndim > 1 && f_contig(a) && !c_contig(a));
}

static void wrap(Value m, const char *name, NativeFn fn, int slot) {
  Value f = rt_module_lookup(m, name);
  if (rt_is_undef(f) || !rt_is_native(f)) return;
  if (slot >= 0) order_wrapped[slot] = f.as.o;
  rt_module_set(m, name, rt_native_bind(RT_AS(NativeFunc, f)->name, fn, f));
}

void np_register_strorder(Value m) {
  for (int i = 0; i < NORDER; i++) wrap(m, order_fns[i].name, order_call, i);
  wrap(m, "asfortranarray", f_asfortranarray, -1);
  wrap(m, "ascontiguousarray", f_ascontiguousarray, -1);
  wrap(m, "isfortran", f_isfortran, -1);
}
