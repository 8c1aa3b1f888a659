/* np_memory.c — where an array's bytes live, as NumPy shows it: np.byte_bounds(a) (the first
 * and one-past-last byte addresses a reaches), a.__array_interface__ (version 3: data address
 * and read-only flag, strides or None for C order, typestr, descr, shape), `a.dtype = t`,
 * which reinterprets the same bytes in place as a.view(t) would, and np.require (an array with
 * the flags asked for, copied only when it lacks one). Course material uses the
 * addresses to show that views share memory (differences of addresses, never their values). */
#include <stdint.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_stats.h"
#include "np_record.h"

static Value address(const char *p) { return rt_int((int64_t)(intptr_t)p); }

/* np.byte_bounds(a): negative strides reach below the data pointer, positive ones above it. */
static Value f_byte_bounds(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("byte_bounds", argc, kw, 1, 1);
  Value arr = rt_array_from_value(argv[0], -1);
  const Array *a = RT_AS(Array, arr);
  int64_t isz = rt_dtypes[a->dtype].itemsize, lo = 0, hi = isz;
  if (a->size == 0) hi = 0;
  for (int i = 0; i < a->ndim && a->size; i++) {
    int64_t reach = (a->shape[i] - 1) * a->strides[i];
    if (reach < 0) lo += reach;
    else hi += reach;
  }
  Value parts[2] = {address(a->data + lo), address(a->data + hi)};
  Value r = rt_tuple_from(2, parts);
  rt_decref(arr);
  return r;
}

static Value int_tuple(int n, const int64_t *xs) {
  Value t = rt_tuple_new(n);
  for (int i = 0; i < n; i++) rt_tuple_set(t, i, rt_int(xs[i]));
  return t;
}

/* d[key] = v, v stolen. */
static void put(Value d, const char *key, Value v) {
  rt_dict_set_str(d, key, v);
  rt_decref(v);
}

Value np_array_interface(Value self) {
  const Array *a = RT_AS(Array, self);
  const DTypeInfo *info = &rt_dtypes[a->dtype];
  Value d = rt_dict_new();
  int mark = rt_cleanup_push_value(&d);
  Value data[2] = {address(a->data), rt_bool(!a->writeable)};
  put(d, "data", rt_tuple_from(2, data));
  put(d, "strides", rt_array_is_c_contiguous(a) ? rt_none() : int_tuple(a->ndim, a->strides));
  Value ts = rt_str_printf("%c%c%d", info->itemsize == 1 ? '|' : '<', info->kind, info->itemsize);
  rt_cleanup_push_value(&ts);
  Value field[2] = {rt_str_from_c(""), ts};
  Value descr = rt_list_new(1);
  rt_cleanup_push_value(&descr);
  Value ft = rt_tuple_from(2, field);
  rt_decref(field[0]);
  rt_list_append(descr, ft);
  rt_decref(ft);
  rt_dict_set_str(d, "descr", descr);
  rt_dict_set_str(d, "typestr", ts);
  put(d, "shape", int_tuple(a->ndim, a->shape));
  put(d, "version", rt_int(3));
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return d;
}

/* a.dtype = t: the view a.view(t) (NumPy's checks and messages), taken over by a itself. */
void np_array_set_dtype(Value self, Value dtype) {
  Value fn = rt_getattr(self, "view");
  int mark = rt_cleanup_push_value(&fn);
  Value v = rt_call(fn, 1, &dtype, NULL);
  rt_cleanup_push_value(&v);
  if (!rt_is_array(v))
    rt_raise(RT_EXC_TypeError, "setting a structured dtype on an array in place is not "
                               "supported in Weft (a.view(dtype) is)");
  Array *a = RT_AS(Array, self);
  const Array *r = RT_AS(Array, v);
  a->dtype = r->dtype;
  a->size = r->size;
  memcpy(a->shape, r->shape, sizeof a->shape);
  memcpy(a->strides, r->strides, sizeof a->strides);
  rt_cleanup_pop(mark, true);
}


/* np.require(a, dtype, requirements): NumPy's numeric.require. Each requirement (a flag name
 * or its letter, any case) is one of C, F, A, W, O, E; the array is np.array(a, dtype,
 * order, copy=False), copied in that order when it lacks a flag asked for. */
static Value f_require(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "dtype", "requirements", "like"};
  static const char *const flags[][2] = {
      {"C", "C"}, {"C_CONTIGUOUS", "C"}, {"CONTIGUOUS", "C"}, {"F", "F"}, {"F_CONTIGUOUS", "F"},
      {"FORTRAN", "F"}, {"A", "A"}, {"ALIGNED", "A"}, {"W", "W"}, {"WRITEABLE", "W"},
      {"O", "O"}, {"OWNDATA", "O"}, {"E", "E"}, {"ENSUREARRAY", "E"}};
  Value v[4];
  rt_parse_args("require", argc, argv, kw, 4, names, 1, v);
  Value dtype = np_given(v[1]) ? v[1] : rt_none();
  static const char *const dk[] = {"dtype"};
  if (!np_given(v[2]) || !rt_truthy(v[2])) return np_callk("asanyarray", 1, v, 1, dk, &dtype);
  char want[8] = "";
  /* every value below is registered once, here, and lives until the pop */
  Value it = rt_iter(v[2]), x = rt_undef(), up = rt_undef(), arr = rt_undef(), fl = rt_undef();
  Value order = rt_undef(), key = rt_undef(), fn = rt_undef(), on = rt_undef();
  int mark = rt_cleanup_push_value(&it);
  Value *held[] = {&x, &up, &arr, &fl, &order, &key, &fn, &on};
  for (size_t i = 0; i < sizeof held / sizeof held[0]; i++) rt_cleanup_push_value(held[i]);
  while (rt_next(it, &x)) {
    fn = rt_getattr(x, "upper");
    rt_decref(up);
    up = rt_call(fn, 0, NULL, NULL);
    rt_decref(fn);
    fn = rt_undef();
    rt_decref(x);
    x = rt_undef();
    const char *letter = NULL;
    for (size_t i = 0; i < sizeof flags / sizeof flags[0] && rt_is_str(up); i++)
      if (!strcmp(rt_str_data(up), flags[i][0])) letter = flags[i][1];
    if (!letter) {
      x = rt_repr(up);
      rt_raise(RT_EXC_KeyError, "%s", rt_str_data(x));
    }
    if (!strchr(want, letter[0])) want[strlen(want)] = letter[0];
  }
  bool c = strchr(want, 'C'), f = strchr(want, 'F');
  if (c && f) rt_raise(RT_EXC_ValueError, "Cannot specify both \"C\" and \"F\" order");
  order = rt_str_from_c(c ? "C" : f ? "F" : "A");
  static const char *const ak[] = {"dtype", "order", "copy"};
  arr = np_callk("array", 1, v, 3, ak, (Value[]){dtype, order, rt_bool(false)});
  fl = rt_getattr(arr, "flags");
  Value r = rt_undef();
  for (const char *p = want; *p && rt_is_undef(r); p++) {
    if (*p == 'E') continue; /* C and F: in case np.array kept a view of another layout */
    rt_decref(key);
    key = rt_str_printf("%c", *p);
    rt_decref(on);
    on = rt_getitem(fl, key);
    if (!rt_truthy(on)) {
      fn = rt_getattr(arr, "copy");
      r = rt_call(fn, 1, &order, NULL);
    }
  }
  if (rt_is_undef(r)) {
    r = arr;
    arr = rt_undef();
  }
  rt_cleanup_pop(mark, true);
  return r;
}

void np_register_memory(Value m) {
  rt_module_add_fn(m, "byte_bounds", f_byte_bounds);
  rt_module_add_fn(m, "require", f_require);
  np_register_protocol();
}
