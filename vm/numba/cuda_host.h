/* cuda_host.h — the host-side CUDA objects of numba.cuda: the device queries (cuda.detect(),
 * cuda.gpus, get_current_device(), current_context()), streams and events. The device is the
 * physical GPU where an engine has one (kir_engine_device) and otherwise answers as Numba's CUDA
 * simulator does (NUMBA_ENABLE_CUDASIM=1: one device, "SIMULATOR"). The profiler's modeled device
 * is the profiler's alone: it is named only in its reports (prof/). The simulator runs every
 * launch to completion before returning, so streams are always idle and in order; events time
 * wall-clock intervals on the host. While profiling, the profiler records each copy's and
 * launch's stream and models their overlap; events and synchronize then read and wait on its
 * modeled device clock (prof/prof_streams.c). */
#ifndef WEFT_RT_CUDA_HOST_H
#define WEFT_RT_CUDA_HOST_H

#include "../obj/value.h"

/* Adds synchronize, stream, default_stream, event, event_elapsed_time, is_available, detect,
 * list_devices, get_current_device, select_device, close, gpus, current_context to numba.cuda. */
void rt_cuda_host_register(Value cuda_module);
/* Adds numba.cuda.runtime (cuda_runtime.c): get_version(), is_supported_version(),
 * supported_versions. */
void rt_cuda_runtime_register(Value cuda_module);
/* The number of the stream v names: a cuda.stream()'s, 0 for the default stream (0, None, an
 * omitted argument or cuda.default_stream()). The profiler models overlap per stream. */
int64_t rt_cuda_stream_id(Value v);

#endif
