/* np_recastype.c — a.astype(dtype) of a structured or 'V<n>' array, as NumPy 1.24 casts:
 * structured to structured field by field in order (the names may differ; the counts must
 * match), a one-field structure to another dtype through its field, 'V<n>' to 'V<m>' by its bytes
 * (cut or zero-padded); the other casts raise NumPy's errors.
 */
#include <string.h>

#include "np_record.h"
#include "np_stats.h"
#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* NumPy's "Cannot cast array data from dtype(..) to dtype(..) according to the rule '..'". */
_Noreturn static void cast_error(Value from, Value to_spec, const char *rule) {
  Value np = rt_import("numpy");
  int mark = rt_cleanup_push_value(&np);
  Value dtfn = rt_getattr(np, "dtype");
  rt_cleanup_push_value(&dtfn);
  Value to = rt_call(dtfn, 1, &to_spec, NULL);
  rt_cleanup_push_value(&to);
  Value a = rt_repr(from);
  rt_cleanup_push_value(&a);
  Value b = rt_repr(to);
  rt_cleanup_push_value(&b);
  rt_raise(RT_EXC_TypeError, "Cannot cast array data from %s to %s according to the rule '%s'",
           rt_str_data(a), rt_str_data(b), rule);
  (void)mark;
}

static Value call_method(Value obj, const char *name, int argc, const Value *argv) {
  Value f = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* A new array of self's shape and dtype dt (zeros). */
static Value zeros_like_as(Value self, Value dt) {
  const Array *raw = RT_AS(Array, RT_AS(NpRecArr, self)->raw);
  Value r = np_rec_filled_hook(raw->ndim - 1, raw->shape, dt, rt_undef());
  return r;
}

/* np.can_cast(from, to, casting) for two field dtypes. */
static bool field_can_cast(const NpField *f, const NpField *t, Value casting) {
  Value a = np_field_dtype(f);
  int mark = rt_cleanup_push_value(&a);
  Value b = np_field_dtype(t);
  rt_cleanup_push_value(&b);
  Value np = rt_import("numpy");
  rt_cleanup_push_value(&np);
  Value fn = rt_getattr(np, "can_cast");
  rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 3, (Value[]){a, b, casting}, NULL);
  bool ok = rt_truthy(r);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
  return ok;
}

static Value struct_to_struct(Value self, Value tdt, Value spec, Value casting, const char *rule) {
  const NpRecDtype *s = RT_AS(NpRecDtype, RT_AS(NpRecArr, self)->dtype);
  const NpRecDtype *t = RT_AS(NpRecDtype, tdt);
  if (s->nfields != t->nfields) cast_error(RT_AS(NpRecArr, self)->dtype, spec, "unsafe");
  if (strcmp(rule, "unsafe"))
    for (int i = 0; i < s->nfields; i++)
      if (!field_can_cast(&s->fields[i], &t->fields[i], casting))
        cast_error(RT_AS(NpRecArr, self)->dtype, spec, rule);
  Value out = zeros_like_as(self, tdt);
  int mark = rt_cleanup_push_value(&out);
  for (int i = 0; i < s->nfields; i++) {
    const NpField *f = &s->fields[i], *g = &t->fields[i];
    Value col = rt_getitem(self, f->name);
    int m2 = rt_cleanup_push_value(&col);
    if (f->sub_ndim > 0 && g->sub_ndim == 0 && rt_is_undef(f->rec) && !f->str) {
      Value key = rt_tuple_new(1 + f->sub_ndim); /* a subarray to a scalar: its first item */
      Value ell = rt_ellipsis();
      rt_incref(ell);
      rt_tuple_set(key, 0, ell);
      for (int j = 0; j < f->sub_ndim; j++) rt_tuple_set(key, 1 + j, rt_int(0));
      rt_cleanup_push_value(&key);
      Value first = rt_getitem(col, key);
      rt_cleanup_pop(m2 + 1, true);
      rt_decref(col);
      col = first;
    }
    if (g->str && !f->str) { /* numbers to text: as astype('<U<n>') writes them */
      Value fdt = np_field_dtype(g);
      rt_cleanup_push_value(&fdt);
      Value txt = call_method(col, "astype", 1, &fdt);
      rt_cleanup_pop(m2 + 1, true);
      rt_decref(col);
      col = txt;
    }
    rt_setitem(out, g->name, col);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

/* 'V<n>' to 'V<m>': each record's first min(n, m) bytes, the rest zeros. */
static Value void_to_void(Value self, Value tdt) {
  int64_t n = RT_AS(NpRecDtype, RT_AS(NpRecArr, self)->dtype)->itemsize;
  int64_t m = RT_AS(NpRecDtype, tdt)->itemsize;
  Value out = zeros_like_as(self, tdt);
  int mark = rt_cleanup_push_value(&out);
  int64_t k = n < m ? n : m;
  if (k > 0) {
    Value sl = rt_slice_new(rt_int(0), rt_int(k), rt_none());
    rt_cleanup_push_value(&sl);
    Value key = rt_tuple_from(2, (Value[]){rt_ellipsis(), sl});
    rt_cleanup_push_value(&key);
    Value src = rt_getitem(RT_AS(NpRecArr, self)->raw, key);
    rt_cleanup_push_value(&src);
    rt_setitem(RT_AS(NpRecArr, out)->raw, key, src);
    rt_cleanup_pop(mark + 1, true);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static bool is_bytes_spec(Value spec) {
  if (!rt_is_str(spec)) return false;
  const char *s = rt_str_data(spec);
  if (*s == '|' || *s == '<' || *s == '>' || *s == '=') s++;
  return *s == 'S' || !strncmp(s, "bytes", 5);
}

Value np_rec_m_astype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"dtype", "order", "casting", "subok", "copy"};
  Value v[5];
  rt_parse_args("astype", argc, argv, kw, 5, names, 1, v);
  NpRecArr *a = RT_AS(NpRecArr, self);
  const NpRecDtype *s = RT_AS(NpRecDtype, a->dtype);
  Value casting = np_given(v[2]) ? v[2] : rt_undef();
  if (!rt_is_undef(casting) && !rt_is_str(casting))
    rt_raise(RT_EXC_TypeError, "astype() argument 'casting' must be str");
  const char *rule = rt_is_undef(casting) ? "unsafe" : rt_str_data(casting);
  Value tdt = np_recdtype_of(v[0], false), col = rt_undef();
  int mark = rt_cleanup_push_value(&tdt);
  rt_cleanup_push_value(&col);
  Value r;
  if (!rt_is_undef(tdt) && rt_equal(a->dtype, tdt)) {
    bool copy = !np_given(v[4]) || rt_truthy(v[4]);
    r = copy ? call_method(self, "copy", 0, NULL) : (rt_incref(self), self);
  } else if (s->plain) {
    if (!rt_is_undef(tdt) && RT_AS(NpRecDtype, tdt)->plain) r = void_to_void(self, tdt);
    else if (is_bytes_spec(v[0]))
      rt_raise(RT_EXC_ValueError, "setting an array element with a sequence");
    else rt_raise(RT_EXC_ValueError, "setting an array element with a sequence.");
  } else if (!rt_is_undef(tdt) && !RT_AS(NpRecDtype, tdt)->plain) {
    r = struct_to_struct(self, tdt, v[0], casting, rule);
  } else {
    if (s->nfields != 1) cast_error(a->dtype, v[0], rule);
    col = rt_getitem(self, s->fields[0].name);
    r = call_method(col, "astype", 1, &v[0]);
  }
  rt_cleanup_pop(mark, true);
  return r;
}
