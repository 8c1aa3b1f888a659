/* np_flat.c — a.flat, NumPy's flatiter: the elements of an array in C order, whatever its
 * strides. It iterates (scalars), has a length, and reads and writes by flat index, slice,
 * integer array or mask; writes reach the array even when it is not contiguous. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_internal.h"
#include "../obj/objects.h"

typedef struct FlatIter {
  Obj hdr;
  Value arr;     /* owned */
  int64_t pos;   /* next element for iteration */
} FlatIter;

static void flat_free(Obj *o) {
  FlatIter *f = (FlatIter *)o;
  rt_decref(f->arr);
  free(f);
}

static Value flat_iter(Value self) {
  rt_incref(self);
  return self;
}

/* Address of the element with C-order flat index i. */
static char *flat_ptr(const Array *a, int64_t i) {
  char *p = a->data;
  for (int d = a->ndim - 1; d >= 0; d--) {
    p += (i % a->shape[d]) * a->strides[d];
    i /= a->shape[d];
  }
  return p;
}

static bool flat_next(Value self, Value *out) {
  FlatIter *f = RT_AS(FlatIter, self);
  Array *a = RT_AS(Array, f->arr);
  if (f->pos >= a->size) return false;
  *out = rt_npscalar_new(a->dtype, flat_ptr(a, f->pos++));
  return true;
}

static int64_t flat_len(Value self) { return RT_AS(Array, RT_AS(FlatIter, self)->arr)->size; }

/* The elements as a 1-D array: a view when the array is C-contiguous, else a copy. */
static Value flat_1d(Value arr) {
  int64_t n = RT_AS(Array, arr)->size;
  return np_array_reshape(arr, 1, &n);
}

static Value flat_getitem(Value self, Value key) {
  Value one = flat_1d(RT_AS(FlatIter, self)->arr);
  int mark = rt_cleanup_push_value(&one);
  Value r = np_array_getitem(one, key);
  rt_cleanup_pop(mark, true);
  return r;
}

static void flat_setitem(Value self, Value key, Value v) {
  Value arr = RT_AS(FlatIter, self)->arr;
  Array *a = RT_AS(Array, arr);
  if (!a->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  Value one = flat_1d(arr), back = rt_undef();
  int mark = rt_cleanup_push_value(&one);
  rt_cleanup_push_value(&back);
  np_array_setitem(one, key, v);
  if (RT_AS(Array, one)->data != a->data) { /* a copy: write it back in C order */
    back = np_array_reshape(one, a->ndim, a->shape);
    rt_array_assign(arr, back);
  }
  rt_cleanup_pop(mark, true);
}

static Value flat_getattr(Value self, const char *name) {
  FlatIter *f = RT_AS(FlatIter, self);
  if (!strcmp(name, "base")) {
    rt_incref(f->arr);
    return f->arr;
  }
  if (!strcmp(name, "index")) return rt_int(f->pos);
  return rt_undef();
}

static const ObjType flat_type = {.name = "numpy.flatiter",
                                  .free = flat_free,
                                  .getattr = flat_getattr,
                                  .getitem = flat_getitem,
                                  .setitem = flat_setitem,
                                  .iter = flat_iter,
                                  .next = flat_next,
                                  .len = flat_len};

Value np_flatiter_new(Value arr) {
  FlatIter *f = rt_malloc(sizeof *f);
  rt_obj_init(&f->hdr, &flat_type);
  rt_incref(arr);
  f->arr = arr;
  f->pos = 0;
  return rt_obj(f);
}
