/* np_bytes.c — arrays to and from bytes: np.frombuffer(buffer, dtype, count, offset) and
 * a.tobytes(). frombuffer copies the bytes into a read-only array (NumPy shares the buffer's
 * memory; for an immutable bytes object nothing can tell the two apart). */
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"

static Value f_frombuffer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"buffer", "dtype", "count", "offset", "like"};
  Value a[5];
  rt_parse_args("frombuffer", argc, argv, kw, 5, names, 1, a);
  if (!rt_is_bytes_like(a[0])) {
    rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(a[0]));
  }
  const Bytes *b = RT_AS(Bytes, a[0]);
  DType dt = rt_is_undef(a[1]) || rt_is_none(a[1]) ? DT_FLOAT64 : rt_dtype_from_value(a[1]);
  int64_t isz = rt_dtypes[dt].itemsize;
  int64_t count = rt_is_undef(a[2]) ? -1 : rt_to_index(a[2], NULL);
  int64_t offset = rt_is_undef(a[3]) ? 0 : rt_to_index(a[3], NULL);
  if (offset < 0 || offset > b->n) {
    rt_raise(RT_EXC_ValueError, "offset must be non-negative and no greater than buffer length (%lld)",
             (long long)b->n);
  }
  int64_t avail = b->n - offset;
  if (count < 0) {
    if (avail % isz) rt_raise(RT_EXC_ValueError, "buffer size must be a multiple of element size");
    count = avail / isz;
  } else if (count > avail / isz) {
    rt_raise(RT_EXC_ValueError, "buffer is smaller than requested size");
  }
  Value out = rt_array_new(dt, 1, &count, false);
  if (count) memcpy(RT_AS(Array, out)->data, b->data + offset, (size_t)(count * isz));
  RT_AS(Array, out)->writeable = false;
  return out;
}

static Value m_tobytes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("tobytes", argc, kw, 0, 0);
  Value c = rt_array_contiguous(self, false);
  const Array *a = RT_AS(Array, c);
  Value r = rt_bytes_new(&rt_bytes_type, a->data, (size_t)(a->size * rt_dtypes[a->dtype].itemsize));
  rt_decref(c);
  return r;
}

void np_register_bytes(Value m) {
  rt_module_add_fn(m, "frombuffer", f_frombuffer);
  np_register_method("tobytes", m_tobytes);
}
