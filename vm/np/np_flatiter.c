/* np_flatiter.c — ndarray.flat: NumPy's flatiter, the array's elements in C order whatever its
 * layout. It iterates itself (`for x in a.flat`, `next`, `.index`), has len(), reads an int
 * (an element) or a slice (a new 1-D array), writes through to the array (`a.flat[i] = v`,
 * `a.flat[2:5] = v`), and `a.flat = v` fills the array with v's values repeated, as NumPy does.
 * Other keys (integer lists and arrays, masks) index the array seen as 1-D. `.base` is the
 * array. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "array.h"
#include "np_internal.h"

typedef struct FlatIter {
  Obj hdr;
  Value arr;
  int64_t i; /* the next element's flat index */
} FlatIter;

/* The element of a at flat C-order index i (0 <= i < size). */
static char *flat_ptr(const Array *a, int64_t i) {
  char *p = a->data;
  for (int k = a->ndim - 1; k >= 0; k--) {
    int64_t n = a->shape[k];
    p += (i % n) * a->strides[k];
    i /= n;
  }
  return p;
}

static void flatiter_free(Obj *o) {
  rt_decref(((FlatIter *)o)->arr);
  free(o);
}

static Value flatiter_iter(Value self) {
  rt_incref(self);
  return self;
}

static bool flatiter_next(Value self, Value *out) {
  FlatIter *it = RT_AS(FlatIter, self);
  const Array *a = RT_AS(Array, it->arr);
  if (it->i >= a->size) return false;
  *out = rt_npscalar_new(a->dtype, flat_ptr(a, it->i++));
  return true;
}

static int64_t flatiter_len(Value self) { return RT_AS(Array, RT_AS(FlatIter, self)->arr)->size; }

/* An int key as an index in range (negative counts from the end); NumPy's IndexError outside. */
static int64_t flat_index(const Array *a, Value key) {
  int64_t i = rt_to_index(key, "index");
  int64_t j = i < 0 ? i + a->size : i;
  if (j < 0 || j >= a->size)
    rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis 0 with size %lld", (long long)i, (long long)a->size);
  return j;
}

/* An int, bool or NumPy integer scalar: one element. */
static bool is_scalar_key(Value key) {
  int64_t ignored;
  return key.tag == RT_INT || key.tag == RT_BOOL ||
         (rt_is_npscalar(key) && np_scalar_index(key, &ignored));
}

static Value as_1d(Value arr) {
  int64_t n = RT_AS(Array, arr)->size;
  return np_array_reshape(arr, 1, &n);
}

/* a.flat[key] for an index array or mask: the array seen as 1-D, indexed. */
static Value general_get(Value arr, Value key) {
  Value one = as_1d(arr);
  int mark = rt_cleanup_push_value(&one);
  Value r = np_array_getitem(one, key);
  rt_cleanup_pop(mark, true);
  return r;
}

/* a.flat[key] = v likewise; a 1-D copy (of a non-contiguous array) is written back. */
static void general_set(Value arr, Value key, Value v) {
  Array *a = RT_AS(Array, arr);
  if (!a->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  Value one = as_1d(arr), back = rt_undef();
  int mark = rt_cleanup_push_value(&one);
  rt_cleanup_push_value(&back);
  np_array_setitem(one, key, v);
  if (RT_AS(Array, one)->data != a->data) {
    back = np_array_reshape(one, a->ndim, a->shape);
    rt_array_assign(arr, back);
  }
  rt_cleanup_pop(mark, true);
}

static Value flatiter_getitem(Value self, Value key) {
  const Array *a = RT_AS(Array, RT_AS(FlatIter, self)->arr);
  if (!rt_is_type(key, &rt_slice_type) && !is_scalar_key(key))
    return general_get(RT_AS(FlatIter, self)->arr, key);
  if (!rt_is_type(key, &rt_slice_type)) return rt_npscalar_new(a->dtype, flat_ptr(a, flat_index(a, key)));
  int64_t start, stop, step, n = rt_slice_indices(key, a->size, &start, &stop, &step);
  Value r = rt_array_new(a->dtype, 1, &n, false);
  Array *ra = RT_AS(Array, r);
  int isz = rt_dtypes[a->dtype].itemsize;
  for (int64_t k = 0; k < n; k++) memcpy(ra->data + k * isz, flat_ptr(a, start + k * step), (size_t)isz);
  return r;
}

/* Elements start, start+step, ... (n of them) of a set to v's values in turn, repeated. */
static void assign_cycled(Value arr, int64_t start, int64_t step, int64_t n, Value v) {
  Array *a = RT_AS(Array, arr);
  if (!a->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  Value src = rt_array_from_value(v, -1);
  int mark = rt_cleanup_push_value(&src);
  Value flat = rt_array_contiguous(src, false);
  int fmark = rt_cleanup_push_value(&flat);
  const Array *s = RT_AS(Array, flat);
  int isz = rt_dtypes[s->dtype].itemsize;
  for (int64_t k = 0; k < n && s->size > 0; k++)
    rt_elem_cast(a->dtype, flat_ptr(a, start + k * step), s->dtype, s->data + (k % s->size) * isz);
  rt_cleanup_pop(fmark, true);
  rt_cleanup_pop(mark, true);
}

static void flatiter_setitem(Value self, Value key, Value v) {
  Value arr = RT_AS(FlatIter, self)->arr;
  const Array *a = RT_AS(Array, arr);
  if (rt_is_type(key, &rt_slice_type)) {
    int64_t start, stop, step, n = rt_slice_indices(key, a->size, &start, &stop, &step);
    assign_cycled(arr, start, step, n, v);
    return;
  }
  if (!is_scalar_key(key)) {
    general_set(arr, key, v);
    return;
  }
  assign_cycled(arr, flat_index(a, key), 1, 1, v);
}

static Value flatiter_getattr(Value self, const char *name) {
  FlatIter *it = RT_AS(FlatIter, self);
  if (strcmp(name, "base") == 0) {
    rt_incref(it->arr);
    return it->arr;
  }
  if (strcmp(name, "index") == 0) return rt_int(it->i);
  return rt_undef();
}

static const ObjType flatiter_type = {
    .name = "numpy.flatiter",
    .free = flatiter_free,
    .getattr = flatiter_getattr,
    .getitem = flatiter_getitem,
    .setitem = flatiter_setitem,
    .iter = flatiter_iter,
    .next = flatiter_next,
    .len = flatiter_len,
};

Value np_flatiter_new(Value arr) {
  FlatIter *it = rt_malloc(sizeof *it);
  rt_obj_init(&it->hdr, &flatiter_type);
  rt_incref(arr);
  it->arr = arr;
  it->i = 0;
  return rt_obj(it);
}

void np_array_set_flat(Value arr, Value v) { assign_cycled(arr, 0, 1, RT_AS(Array, arr)->size, v); }
