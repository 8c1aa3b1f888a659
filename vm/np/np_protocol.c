/* np_protocol.c — NumPy's protocols on arrays: a.__array__([dtype]) (a itself, or
 * a.astype(dtype) for another dtype); the unbound methods of the class np.ndarray
 * (np.ndarray.sum(a), np.ndarray.__add__(a, b)), found by asking a sample array as the builtin
 * classes' unbound methods are (vm/obj/class_attr.c); and the buffer protocol: memoryview(a)
 * and a.data see the array's own memory with its shape, strides and struct format, bytes(a)
 * and writes take a C-contiguous array's bytes. The special methods themselves (a.__add__,
 * a.__len__) are vm/obj/dunder.c's. */
#include <string.h>

#include "np_void.h"
#include "../base/error.h"
#include "../obj/buffer.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"

/* a.__array__(dtype=None, /): positional only, as NumPy's. */
static Value m_array(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_args("ndarray.__array__", argc, kw, 0, 1, RT_ARGS_OLD);
  if (argc == 0 || rt_is_none(argv[0]) || rt_dtype_from_value(argv[0]) == RT_AS(Array, self)->dtype) {
    rt_incref(self);
    return self;
  }
  Value fn = rt_getattr(self, "astype");
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 1, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.ndarray's sample: a one-element int64 array has every method and special method. */
static Value ndarray_sample(Value cls) {
  const NativeFunc *f = RT_AS(NativeFunc, cls);
  if (!f->repr_as || strcmp(f->repr_as, "<class 'numpy.ndarray'>") != 0) return rt_undef();
  int64_t shape[1] = {1};
  return rt_array_new(DT_INT64, 1, shape, true);
}

/* ---- the buffer protocol ---- */

/* The struct format of a dtype memoryview can read ('l' for int64, as NumPy exports it);
 * 0 for one it only shows (float16, complex, longdouble: Weft's memoryview lacks 'e', 'Zd', 'g'). */
static char struct_format(DType dt) {
  static const char codes[DT_COUNT] = {
      [DT_BOOL] = '?',   [DT_INT8] = 'b',    [DT_INT16] = 'h',   [DT_INT32] = 'i',
      [DT_INT64] = 'l',  [DT_UINT8] = 'B',   [DT_UINT16] = 'H',  [DT_UINT32] = 'I',
      [DT_UINT64] = 'L', [DT_FLOAT32] = 'f', [DT_FLOAT64] = 'd'};
  return codes[dt];
}

/* The lowest byte a reaches (negative strides reach below its data pointer) and how far. */
static const char *span(const Array *a, int64_t *len) {
  *len = 0;
  if (a->size == 0) return a->data ? a->data : ""; /* no arithmetic on a possibly NULL pointer */
  int64_t isz = rt_dtypes[a->dtype].itemsize, lo = 0, hi = isz;
  for (int i = 0; i < a->ndim; i++) {
    int64_t reach = (a->shape[i] - 1) * a->strides[i];
    if (reach < 0) lo += reach;
    else hi += reach;
  }
  *len = hi - lo;
  return a->data + lo;
}

static const char *array_span(Value v, int64_t *len) {
  return rt_is_array(v) ? span(RT_AS(Array, v), len) : NULL;
}

static bool array_export(Value v, RtStridedBuffer *out) {
  if (!rt_is_array(v)) return false;
  const Array *a = RT_AS(Array, v);
  if (a->ndim > RT_BUFFER_MAXDIM) return false;
  static const char *const shown[DT_COUNT] = {
      [DT_FLOAT16] = "e", [DT_COMPLEX64] = "Zf", [DT_COMPLEX128] = "Zd", [DT_LONGDOUBLE] = "g"};
  int64_t len;
  out->fmt = struct_format(a->dtype);
  memset(out->format, 0, sizeof out->format);
  if (out->fmt) out->format[0] = out->fmt;
  else memcpy(out->format, shown[a->dtype], strlen(shown[a->dtype]));
  out->itemsize = rt_dtypes[a->dtype].itemsize;
  out->readonly = !a->writeable;
  out->ndim = a->ndim;
  memcpy(out->shape, a->shape, sizeof(int64_t) * (size_t)a->ndim);
  memcpy(out->strides, a->strides, sizeof(int64_t) * (size_t)a->ndim);
  if (rt_array_is_c_contiguous(a)) { /* NumPy exports a C-contiguous array's canonical strides,
                                      * whatever its length-1 or empty axes hold */
    int64_t s = out->itemsize;
    for (int i = a->ndim - 1; i >= 0; i--) out->strides[i] = s, s *= a->shape[i];
  }
  out->offset = a->size ? a->data - span(a, &len) : 0;
  return true;
}

/* bytes(a), f.write(a): a C-contiguous array's bytes in place. */
static const char *array_bytes(Value v, int64_t *n) {
  const char *vd = np_void_plain_data(v, n); /* bytes(np.void(b'ab')) */
  if (vd) return vd;
  if (!rt_is_array(v) || !rt_array_is_c_contiguous(RT_AS(Array, v))) return NULL;
  const Array *a = RT_AS(Array, v);
  *n = a->size * rt_dtypes[a->dtype].itemsize;
  return *n ? a->data : "";
}

/* a.data: memoryview(a). */
Value np_array_data(Value self) {
  return rt_call(rt_builtin_lookup("memoryview"), 1, &self, NULL);
}

void np_register_protocol(void) {
  np_register_method("__array__", m_array);
  rt_native_sample_hook = ndarray_sample;
  rt_strided_buffer_hook = array_export;
  rt_buffer_span_hook = array_span;
  rt_buffer_register(array_bytes);
}
