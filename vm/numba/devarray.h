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
  /* A device array of records (create_xoroshiro128p_states' states): the owned structured
   * array the program sees, whose bytes `array` is (a uint8 view of them); else RT_UNDEF. */
  Value records;
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
/* Wrap a 1-D C-contiguous structured array as device memory (no copy; increfs it). Such a
 * device array shows its records (shape, dtype, printing, indexing, copy_to_host()) and goes to
 * kernels as the structured array; its array-only methods (reshape, view, ...) are refused. */
Value rt_devarray_wrap_records(Value records);
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

/* The profiler (prof/) installs a hook to see each copy; NULL removes it. pinned: the host side
 * is page-locked memory (a copy from pageable memory reaches about half the link's rate); stream:
 * the stream it was issued on (rt_cuda_stream_id; 0: the default stream). */
typedef void (*RtCopyHook)(RtCopyDir dir, int64_t nbytes, bool pinned, int64_t stream, void *ud);
void rt_set_copy_hook(RtCopyHook hook, void *ud);
/* Record one copy: kernels launched with host arrays call this for their implicit copies too.
 * The host side is taken as pageable (an ordinary NumPy array); rt_copy_count_host says which
 * host array it was, so a pinned one is priced as such. */
void rt_copy_count(RtCopyDir dir, int64_t nbytes);
void rt_copy_count_host(RtCopyDir dir, int64_t nbytes, const Array *host);
/* The same, issued on a stream (to_device(a, stream=s), copy_to_host(stream=s)). */
void rt_copy_count_stream(RtCopyDir dir, int64_t nbytes, const Array *host, int64_t stream);

/* ---- pinned (page-locked) host memory (devarray_pinned.c) ----
 * cuda.pinned_array(_like), cuda.mapped_array(_like) allocate pinned buffers; `with
 * cuda.pinned(a, b):` pins the arrays' buffers for the block. A buffer is known by its serial
 * (Array.buffer_id), shared by its views. */
bool rt_array_pinned(const Array *a);
void rt_pin_buffer(uint64_t buffer_id, int delta); /* +1 pins, -1 unpins (pins nest) */
void rt_pinned_register(Value cuda_module);      /* cuda.pinned */

/* Registers to_device, device_array, device_array_like, pinned_array(_like), mapped_array(_like)
 * and pinned in numba.cuda. */
void rt_devarray_register(Value cuda_module);

#endif
