/* cuda_host.c — numba.cuda's host objects: the modeled device (cuda_host.h), streams, events,
 * synchronize, detect, is_available, gpus, contexts. Every launch finishes before it returns.
 * Events measure the device's time where an engine with device memory runs the launches (the
 * GPU: its own events, through the kernel-engine table), the profiler's modeled clock while
 * profiling, and host wall-clock time otherwise (the simulator). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../base/prof_sink.h"
#include "cuda_host.h"
#include "../base/error.h"
#include "../base/io.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../base/strbuf.h"
#include "../kir/kir_engine.h"

/* ---- one object type for the small CUDA handles; `kind` says which ---- */

/* H_MANAGED: an entry of cuda.gpus (Numba's _DeviceContextManager, attributes of the device);
 * H_GPULIST: cuda.gpus itself. */
typedef enum { H_DEVICE, H_MANAGED, H_GPULIST, H_STREAM, H_EVENT, H_CONTEXT } HandleKind;

typedef struct Handle {
  Obj hdr;
  HandleKind kind;
  int64_t id;        /* stream number (0: default stream) */
  bool timing;       /* events: created with timing=True */
  bool recorded;     /* events: record() was called */
  double time_ms;    /* events: host time at record(), in milliseconds */
  void *dev;         /* events: the engine's event, once recorded where one ran the launches */
  const KirEngine *engine; /* ... and that engine */
  bool dev_recorded; /* events: the last record() recorded dev */
} Handle;

static const ObjType handle_type;

static Value handle_new(HandleKind kind, int64_t id) {
  Handle *h = rt_calloc(1, sizeof *h);
  rt_obj_init(&h->hdr, &handle_type);
  h->kind = kind;
  h->id = id;
  return rt_obj(h);
}

static Handle *as_handle(Value v, HandleKind kind, const char *what) {
  if (!rt_is_type(v, &handle_type) || RT_AS(Handle, v)->kind != kind) {
    rt_raise(RT_EXC_TypeError, "expected a CUDA %s, got '%s'", what, rt_type_name(v));
  }
  return RT_AS(Handle, v);
}

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static Value handle_repr(Value self) {
  Handle *h = RT_AS(Handle, self);
  switch (h->kind) {
    case H_DEVICE: return rt_str_printf("<CUDA device 0 'b'%s''>", RT_CUDA_DEVICE_NAME);
    case H_MANAGED: return rt_str_from_c("<Managed Device 0>");
    case H_GPULIST:
      return rt_str_printf("<numba.cuda.cudadrv.devices._DeviceList object at %p>", (void *)h);
    case H_CONTEXT: return rt_str_from_c("<CUDA context c_void_p(1) of device 0>");
    case H_STREAM:
      if (h->id == 0) return rt_str_from_c("<Default CUDA stream on <CUDA context c_void_p(1) of device 0>>");
      return rt_str_printf("<CUDA stream %lld on <CUDA context c_void_p(1) of device 0>>",
                           (long long)h->id);
    case H_EVENT: return rt_str_printf("<numba.cuda.cudadrv.driver.Event object at %p>", (void *)h);
  }
  return rt_str_from_c("<CUDA object>");
}

/* ---- methods ---- */

static Value m_noop(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv, (void)kw, (void)argc;
  return rt_none();
}

static Value m_query(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("query", argc, kw, 0, 0);
  return rt_bool(true);
}

static Value m_record(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"stream"};
  Value a[1];
  rt_parse_args("record", argc, argv, kw, 1, names, 0, a);
  Handle *e = RT_AS(Handle, self);
  e->recorded = true;
  /* While profiling, events read the profiler's modeled device clock (the time of the copies and
   * kernels so far), so elapsed_time() agrees with the report. */
  e->time_ms = PROF_ON() ? prof_event_clock_us() / 1000.0 : now_ms();
  /* Where an engine with device memory (the GPU) runs the launches, its own event on its stream. */
  const KirEngine *m = PROF_ON() ? NULL : kir_engine_memory();
  e->dev_recorded = false;
  if (m && m->event_new && m->event_record) {
    if (e->dev && e->engine != m) e->engine->event_free(e->engine->self, e->dev), e->dev = NULL;
    if (!e->dev) e->dev = m->event_new(m->self), e->engine = m;
    m->event_record(m->self, e->dev);
    e->dev_recorded = true;
  }
  return rt_none();
}

static void handle_free(Obj *o) {
  Handle *h = (Handle *)o;
  if (h->dev) h->engine->event_free(h->engine->self, h->dev);
  free(h);
}

/* cuda.synchronize(), stream.synchronize(), context.synchronize(): the engine's, where one has
 * device memory; else nothing is running. */
static Value m_synchronize(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("synchronize", argc, kw, 0, 0);
  const KirEngine *m = kir_engine_memory();
  if (m && m->synchronize) m->synchronize(m->self);
  return rt_none();
}

static double elapsed(Value start, Value end) {
  Handle *s = as_handle(start, H_EVENT, "event"), *e = as_handle(end, H_EVENT, "event");
  if (!s->timing || !e->timing) {
    rt_raise(RT_EXC_RuntimeError, "[400] Call to cuEventElapsedTime results in CUDA_ERROR_INVALID_HANDLE");
  }
  if (!s->recorded || !e->recorded) {
    rt_raise(RT_EXC_RuntimeError, "[600] Call to cuEventElapsedTime results in CUDA_ERROR_NOT_READY");
  }
  if (s->dev_recorded && e->dev_recorded && s->engine == e->engine)
    return s->engine->event_elapsed_ms(s->engine->self, s->dev, e->dev);
  return e->time_ms - s->time_ms;
}

static Value m_elapsed_time(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"evtend"};
  Value a[1];
  rt_parse_args("elapsed_time", argc, argv, kw, 1, names, 1, a);
  return rt_float(elapsed(self, a[0]));
}

static Value m_get_memory_info(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("get_memory_info", argc, kw, 0, 0);
  Value items[2] = {rt_int(RT_CUDA_TOTAL_MEMORY), rt_int(RT_CUDA_TOTAL_MEMORY)};
  return rt_tuple_from(2, items);
}

typedef struct Method {
  HandleKind kind;
  const char *name;
  NativeFn fn;
} Method;

static const Method methods[] = {
    {H_STREAM, "synchronize", m_synchronize},     {H_STREAM, "query", m_query},
    {H_EVENT, "record", m_record},         {H_EVENT, "synchronize", m_noop},
    {H_EVENT, "wait", m_noop},             {H_EVENT, "query", m_query},
    {H_EVENT, "elapsed_time", m_elapsed_time},
    {H_DEVICE, "reset", m_noop},           {H_CONTEXT, "synchronize", m_synchronize},
    {H_CONTEXT, "get_memory_info", m_get_memory_info},
    {H_CONTEXT, "reset", m_noop},
};

static Value device_attr(const char *name) {
#define X(attr, value) if (!strcmp(name, #attr)) return rt_int(value);
  RT_CUDA_DEVICE_ATTRS(X)
#undef X
  if (!strcmp(name, "name")) return rt_str_from_c(RT_CUDA_DEVICE_NAME);
  if (!strcmp(name, "id")) return rt_int(0);
  if (!strcmp(name, "uuid")) return rt_str_from_c("GPU-77656674-0000-0000-0000-000000000000");
  if (!strcmp(name, "compute_capability")) {
    Value cc[2] = {rt_int(RT_CUDA_COMPUTE_CAPABILITY_MAJOR), rt_int(RT_CUDA_COMPUTE_CAPABILITY_MINOR)};
    return rt_tuple_from(2, cc);
  }
  return rt_undef();
}

static Value handle_getattr(Value self, const char *name) {
  Handle *h = RT_AS(Handle, self);
  if (h->kind == H_GPULIST && !strcmp(name, "current")) return handle_new(H_MANAGED, 0);
  if (h->kind == H_DEVICE || h->kind == H_MANAGED) {
    Value v = device_attr(name);
    if (!rt_is_undef(v)) return v;
  }
  if (h->kind == H_CONTEXT && !strcmp(name, "device")) return handle_new(H_DEVICE, 0);
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++) {
    if (methods[i].kind == h->kind && !strcmp(methods[i].name, name)) {
      return rt_native_bind(methods[i].name, methods[i].fn, self);
    }
  }
  return rt_undef();
}

/* cuda.gpus: one device, indexable, iterable, len() 1. */
static int64_t handle_len(Value self) {
  if (RT_AS(Handle, self)->kind != H_GPULIST) rt_raise(RT_EXC_TypeError, "object has no len()");
  return 1;
}

static Value handle_getitem(Value self, Value key) {
  if (RT_AS(Handle, self)->kind != H_GPULIST) rt_raise(RT_EXC_TypeError, "object is not subscriptable");
  int64_t i = rt_to_index(key, "device index");
  if (i != 0 && i != -1) rt_raise(RT_EXC_IndexError, "list index out of range");
  return handle_new(H_MANAGED, 0);
}

static Value handle_iter(Value self) {
  if (RT_AS(Handle, self)->kind != H_GPULIST) rt_raise(RT_EXC_TypeError, "object is not iterable");
  return rt_seq_iter_new(self);
}

static const ObjType handle_type = {
    .name = "CUDAObject",
    .free = handle_free,
    .repr = handle_repr,
    .getattr = handle_getattr,
    .getitem = handle_getitem,
    .iter = handle_iter,
    .len = handle_len,
};

/* ---- module functions ---- */

static int64_t next_stream_id = 1;

static Value cuda_stream(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("stream", argc, kw, 0, 0);
  return handle_new(H_STREAM, next_stream_id++);
}

static Value cuda_default_stream(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("default_stream", argc, kw, 0, 0);
  return handle_new(H_STREAM, 0);
}

static Value cuda_event(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"timing"};
  Value a[1];
  rt_parse_args("event", argc, argv, kw, 1, names, 0, a);
  Value e = handle_new(H_EVENT, 0);
  RT_AS(Handle, e)->timing = rt_is_undef(a[0]) || rt_truthy(a[0]);
  return e;
}

static Value cuda_event_elapsed_time(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"evtstart", "evtend"};
  Value a[2];
  rt_parse_args("event_elapsed_time", argc, argv, kw, 2, names, 2, a);
  return rt_float(elapsed(a[0], a[1]));
}

static Value cuda_is_available(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("is_available", argc, kw, 0, 0);
  return rt_bool(true);
}

static Value cuda_get_current_device(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("get_current_device", argc, kw, 0, 0);
  return handle_new(H_DEVICE, 0);
}

static Value cuda_select_device(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("select_device", argc, kw, 1, 1);
  if (rt_to_index(argv[0], "device id") != 0) {
    rt_raise(RT_EXC_RuntimeError, "[101] Call to cuDeviceGet results in CUDA_ERROR_INVALID_DEVICE");
  }
  return handle_new(H_DEVICE, 0);
}

static Value cuda_current_context(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv, (void)argc, (void)kw;
  return handle_new(H_CONTEXT, 0);
}

/* Numba's detect() text (numba/cuda/api.py), for the one simulated device. */
static Value cuda_detect(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("detect", argc, kw, 0, 0);
  char name[64];
  snprintf(name, sizeof name, "b'%s'", RT_CUDA_DEVICE_NAME);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_printf(&sb, "Found 1 CUDA devices\n");
  rt_sb_printf(&sb, "id %d    %20s %40s\n", 0, name, "[SUPPORTED]");
  rt_sb_printf(&sb, "%40s: %d.%d\n", "Compute Capability", RT_CUDA_COMPUTE_CAPABILITY_MAJOR,
               RT_CUDA_COMPUTE_CAPABILITY_MINOR);
  rt_sb_printf(&sb, "%40s: %d\n", "PCI Device ID", RT_CUDA_PCI_DEVICE_ID);
  rt_sb_printf(&sb, "%40s: %d\n", "PCI Bus ID", RT_CUDA_PCI_BUS_ID);
  rt_sb_printf(&sb, "%40s: %s\n", "UUID", "GPU-77656674-0000-0000-0000-000000000000");
  rt_sb_printf(&sb, "%40s: %s\n", "Watchdog", RT_CUDA_KERNEL_EXEC_TIMEOUT ? "Enabled" : "Disabled");
  rt_sb_printf(&sb, "%40s: %d\n", "FP32/FP64 Performance Ratio",
               RT_CUDA_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO);
  rt_sb_printf(&sb, "Summary:\n\t1/1 devices are supported\n");
  rt_stdout_write(sb.data, sb.len);
  rt_sb_free(&sb);
  return rt_bool(true);
}

void rt_cuda_host_register(Value cuda) {
  rt_module_add_fn(cuda, "synchronize", m_synchronize);
  rt_module_add_fn(cuda, "close", m_noop);
  rt_module_add_fn(cuda, "profile_start", m_noop);
  rt_module_add_fn(cuda, "profile_stop", m_noop);
  rt_module_add_fn(cuda, "stream", cuda_stream);
  rt_module_add_fn(cuda, "default_stream", cuda_default_stream);
  rt_module_add_fn(cuda, "legacy_default_stream", cuda_default_stream);
  rt_module_add_fn(cuda, "per_thread_default_stream", cuda_default_stream);
  rt_module_add_fn(cuda, "event", cuda_event);
  rt_module_add_fn(cuda, "event_elapsed_time", cuda_event_elapsed_time);
  rt_module_add_fn(cuda, "is_available", cuda_is_available);
  rt_module_add_fn(cuda, "detect", cuda_detect);
  rt_module_add_fn(cuda, "get_current_device", cuda_get_current_device);
  rt_module_add_fn(cuda, "select_device", cuda_select_device);
  rt_module_add_fn(cuda, "current_context", cuda_current_context);
  rt_module_set(cuda, "gpus", handle_new(H_GPULIST, 0));
}
