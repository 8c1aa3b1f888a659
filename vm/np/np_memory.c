/* np_memory.c — where an array's bytes live, as NumPy shows it: np.byte_bounds(a) (the first
 * and one-past-last byte addresses a reaches), a.__array_interface__ (version 3: data address
 * and read-only flag, strides or None for C order, typestr, descr, shape), and `a.dtype = t`,
 * which reinterprets the same bytes in place as a.view(t) would. Course material uses the
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

void np_register_memory(Value m) {
  rt_module_add_fn(m, "byte_bounds", f_byte_bounds);
  np_register_protocol();
}
