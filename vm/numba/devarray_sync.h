/* devarray_sync.h — which copy of a device array's memory holds the current data.
 *
 * Every device array's memory has a host mirror (an Array buffer: what the simulator, host-side
 * reads and writes and the copy functions use) and, once a launch has run on the GPU, a device
 * buffer of the same size (what GPU launches use). One record (RtDevMem) per mirror buffer, shared
 * by every device array and view over it, says which copies are valid:
 *
 *   a GPU launch         uploads only if the device copy is stale, then only the device copy
 *                        is valid (the kernel may have written it);
 *   a simulator launch,  downloads only if the host mirror is stale; a writer then leaves only
 *   a host-side write    the host copy valid (a write covering the whole buffer skips the
 *                        download: nothing of the old contents survives);
 *   a host-side read     downloads only if the host mirror is stale; both copies are then valid.
 *
 * Without a GPU no device buffer is ever made: every record stays host-valid and nothing is
 * copied. The device's operations are those of the engine kir_engine_memory() names (an engine
 * with device memory, the GPU, makes itself that engine at its first launch; vm/ never includes
 * gpu/ headers); the state machine itself is plain C, unit-tested with a fake engine
 * (tests/unit/test_devarray_sync.c).
 */
#ifndef WEFT_RT_DEVARRAY_SYNC_H
#define WEFT_RT_DEVARRAY_SYNC_H

#include <stdbool.h>
#include <stddef.h>

enum { RT_DEVMEM_HOST = 1, RT_DEVMEM_DEVICE = 2 }; /* bits of RtDevMem.valid */

typedef struct RtDevMem {
  char *host;      /* the mirror buffer [host, host + bytes) */
  size_t bytes;
  void *dev;       /* the device buffer, NULL until a GPU launch needs one */
  unsigned valid;  /* RT_DEVMEM_HOST | RT_DEVMEM_DEVICE: the copies holding the current data */
  int refs;        /* device arrays sharing the record */
} RtDevMem;

/* The record of the mirror [host, host + bytes): the existing one (one more reference) or a new
 * one, host-valid, without a device buffer. bytes 0 gets a record that is never registered. */
RtDevMem *rt_devmem_acquire(char *host, size_t bytes);
/* Drops a reference; the last one frees the device buffer and forgets the record. */
void rt_devmem_release(RtDevMem *m);
/* The record whose mirror contains the byte at p, or NULL (a host array, or memory of size 0). */
RtDevMem *rt_devmem_find(const void *p);

/* Make the host mirror current for reading. */
void rt_devmem_host_read(RtDevMem *m);
/* Make it current for writing: afterwards only the host copy is valid. `whole`: the write
 * replaces every byte, so a stale mirror need not be downloaded first. */
void rt_devmem_host_write(RtDevMem *m, bool whole);
/* The device buffer, allocated and uploaded as needed, for a GPU launch; afterwards only the
 * device copy is valid. Needs an engine's device memory in use (kir_engine_memory). */
void *rt_devmem_device(RtDevMem *m);
/* Copies that skip the mirror, for cuda.to_device and copy_to_host while a device exists; src and
 * dst hold exactly the memory's bytes in its order. upload_from makes src the device copy (the
 * mirror is left stale); read_into fills dst from the device when only the device copy is
 * current (the mirror stays stale). Both return false, having done nothing, when the mirror is
 * the copy to use: without a device, for memory of size 0, or (read_into) a current mirror. */
bool rt_devmem_upload_from(RtDevMem *m, const void *src);
bool rt_devmem_read_into(RtDevMem *m, void *dst);
/* rt_devmem_host_write(find(p), false) when p lies in a device array's mirror: what a simulator
 * launch does for each array argument. Costs one test while no engine's device memory is in use. */
void rt_devmem_sync_for_host(const void *p);

/* Live records (tests). */
int rt_devmem_count(void);

#endif
