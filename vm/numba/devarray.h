/* devarray.h — Numba's DeviceNDArray: an array that lives "on the device".
 *
 * A DeviceArray wraps an Array (array.h), the host mirror of its memory: shape, strides and
 * dtype always come from it, and the simulator reads and writes its buffer. Once a launch runs on
 * the GPU (gpu/), the memory also has a device buffer, and a coherence record shared by every
 * device array over the same buffer (devarray_sync.h) says which copy is current: GPU launches
 * upload only a stale device copy, host-side reads download only a stale mirror. Code that reads
 * or writes a device array's elements must therefore take the Array through rt_devarray_host();
 * rt_devarray_array() is for shape, strides and dtype. Without a GPU the mirror is the only copy.
 * The host sees device memory only through explicit copies (copy_to_host, copy_to_device), which
 * are counted per direction through one hook so the profiler can attach.
 *
 * Python-visible API (numba.cuda): to_device, device_array, device_array_like, pinned_array,
 * d.copy_to_host(ary=None, stream=0), d.copy_to_device(ary, stream=0), .shape .dtype .size
 * .nbytes .ndim .strides, len(d), d[i] (a host scalar), d[a:b] (a device view), d[i] = v,
 * d.__cuda_array_interface__ (version 3); cuda.is_cuda_array / as_cuda_array are numba_module.c's.
 */
#ifndef WEFT_RT_DEVARRAY_H
#define WEFT_RT_DEVARRAY_H

#include <stdbool.h>
#include <stdint.h>

#include "../np/array.h"
#include "../obj/value.h"

typedef struct DeviceArray {
  Obj hdr;
  Value array;          /* owned Array: the host mirror of the device memory */
  struct RtDevMem *mem; /* which copy is current; shared with views (devarray_sync.h) */
} DeviceArray;
extern const ObjType rt_devarray_type;
static inline bool rt_is_devarray(Value v) { return rt_is_type(v, &rt_devarray_type); }
/* The Array standing for the device memory (borrowed): its shape, strides and dtype. Its
 * elements may be stale while the GPU holds the current copy: use rt_devarray_host to touch them. */
static inline Array *rt_devarray_array(Value d) {
  return RT_AS(Array, RT_AS(DeviceArray, d)->array);
}
/* The host mirror (an Array, borrowed) made current: downloaded when the GPU copy is newer.
 * write: the caller may change its elements, so the device copy stops being current. */
Value rt_devarray_host(Value d, bool write);

/* Wrap an Array as device memory (no copy, not counted; increfs arr). */
Value rt_devarray_wrap(Value arr);
/* cuda.to_device: a C-contiguous device copy of any array-like value (counted H2D). */
Value rt_devarray_from_host(Value obj);
/* New zero-filled C-contiguous device array (zeroed so simulated runs are deterministic). */
Value rt_devarray_empty(DType dt, int ndim, const int64_t *shape);
/* d.copy_to_host(): a new C-contiguous host array (counted D2H). */
Value rt_devarray_to_host(Value d);

/* ---- transfer accounting: every host<->device copy goes through rt_copy_count ---- */
#define RT_COPY_DIRS(X) X(H2D, "host to device") X(D2H, "device to host") X(D2D, "device to device")
typedef enum {
#define X(e, text) RT_COPY_##e,
  RT_COPY_DIRS(X)
#undef X
  RT_COPY_DIR_COUNT
} RtCopyDir;

/* The profiler (prof/) installs a hook to see each copy; NULL removes it. */
typedef void (*RtCopyHook)(RtCopyDir dir, int64_t nbytes, void *ud);
void rt_set_copy_hook(RtCopyHook hook, void *ud);
/* Record one copy: kernels launched with host arrays call this for their implicit copies too. */
void rt_copy_count(RtCopyDir dir, int64_t nbytes);

/* Registers to_device, device_array, device_array_like, pinned_array in numba.cuda. */
void rt_devarray_register(Value cuda_module);

#endif
