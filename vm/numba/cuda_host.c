/* cuda_host.c — numba.cuda's host objects: the modeled device (cuda_host.h), streams, events,
 * synchronize, detect, is_available, gpus, contexts. Every launch finishes before it returns.
 * Events measure the device's time where an engine with device memory runs the launches (the
 * GPU: its own events, through the kernel-engine table), the profiler's modeled clock while
 * profiling, and host wall-clock time otherwise (the simulator). */
#include <math.h>
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
#include "../obj/runtime.h"
#include "../base/strbuf.h"
#include "../kir/kir_engine.h"

/* ---- one object type for the small CUDA handles; `kind` says which ---- */

/* The device numba.cuda reports: with an engine that has one (the GPU), Numba's own objects —
 * H_DEVICE a Device, H_MANAGED an entry of cuda.gpus (_DeviceContextManager, answering the
 * device's attributes), H_GPULIST cuda.gpus (_DeviceList), H_CONTEXT a Context. Without one, the
 * simulator's: H_DEVICE a FakeCUDADevice, H_GPULIST a FakeDeviceList whose entries are
 * H_CONTEXT, FakeCUDAContexts (H_MANAGED is not made). H_AUTOSYNC is what
 * stream.auto_synchronize() returns, a context manager that synchronizes at its exit; H_DEFER
 * cuda.defer_cleanup()'s, which does nothing here (every launch has finished when it returns). */
typedef enum { H_DEVICE, H_MANAGED, H_GPULIST, H_STREAM, H_EVENT, H_CONTEXT, H_AUTOSYNC, H_DEFER } HandleKind;

typedef struct Handle {
  Obj hdr;
  HandleKind kind;
  int64_t id;        /* stream number (0: default stream); a simulator context's device number */
  bool closed;       /* the simulator's cuda.gpus: cuda.close() was called (gpus.current is None) */
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

/* The engine whose physical device numba.cuda reports; NULL: the simulator's device. */
static const KirEngine *device_engine(void) { return kir_engine_device(); }

/* Where the device's name is asked: bytes in Numba 0.56 (it prints as b'...'). */
static void device_name(char *buf, size_t n) {
  const KirEngine *e = device_engine();
  char name[256];
  e->device_name(e->self, name, sizeof name);
  snprintf(buf, n, "b'%s'", name);
}

static const char *handle_type_name(Value self) {
  static const char *const sim[] = {"FakeCUDADevice", "FakeCUDAContext", "FakeDeviceList",
                                    "stream", "Event", "FakeCUDAContext", "_GeneratorContextManager",
                                    "_GeneratorContextManager"};
  static const char *const gpu[] = {"Device", "_DeviceContextManager", "_DeviceList",
                                    "Stream", "Event", "Context", "_GeneratorContextManager",
                                    "_GeneratorContextManager"};
  HandleKind k = RT_AS(Handle, self)->kind;
  /* A stream is Numba's simulator's class `stream` without a GPU (its repr stays Numba's). */
  if (k == H_EVENT || k == H_AUTOSYNC || k == H_DEFER) return gpu[k];
  return device_engine() ? gpu[k] : sim[k];
}

#define SIM_DEVICES "numba.cuda.simulator.cudadrv.devices."

static Value handle_repr(Value self) {
  Handle *h = RT_AS(Handle, self);
  bool sim = (h->kind <= H_GPULIST || h->kind == H_CONTEXT) && !device_engine();
  char name[300];
  switch (h->kind) {
    case H_DEVICE:
      if (sim) return rt_str_printf("<" SIM_DEVICES "FakeCUDADevice object at %p>", (void *)h);
      device_name(name, sizeof name);
      return rt_str_printf("<CUDA device 0 '%s'>", name);
    case H_MANAGED: return rt_str_printf("<numba.cuda.cudadrv.devices._DeviceContextManager object at %p>", (void *)h);
    case H_GPULIST:
      if (sim) return rt_str_printf("<" SIM_DEVICES "FakeDeviceList object at %p>", (void *)h);
      return rt_str_printf("<numba.cuda.cudadrv.devices._DeviceList object at %p>", (void *)h);
    case H_CONTEXT:
      if (sim) return rt_str_printf("<" SIM_DEVICES "FakeCUDAContext object at %p>", (void *)h);
      return rt_str_from_c("<CUDA context c_void_p(1) of device 0>");
    case H_STREAM:
      if (h->id == 0) return rt_str_from_c("<Default CUDA stream on <CUDA context c_void_p(1) of device 0>>");
      return rt_str_printf("<CUDA stream %lld on <CUDA context c_void_p(1) of device 0>>",
                           (long long)h->id);
    case H_EVENT: return rt_str_printf("<numba.cuda.cudadrv.driver.Event object at %p>", (void *)h);
    case H_AUTOSYNC:
    case H_DEFER: return rt_str_printf("<contextlib._GeneratorContextManager object at %p>", (void *)h);
  }
  return rt_str_from_c("<CUDA object>");
}

/* str(): cuda.gpus and its entries print as "<Managed Device N>" (a list joins its entries'). */
static Value handle_str(Value self) {
  Handle *h = RT_AS(Handle, self);
  if (h->kind == H_GPULIST || h->kind == H_MANAGED || (h->kind == H_CONTEXT && !device_engine()))
    return rt_str_printf("<Managed Device %lld>", (long long)h->id);
  return handle_repr(self);
}

int64_t rt_cuda_stream_id(Value v) {
  if (rt_is_type(v, &handle_type) && RT_AS(Handle, v)->kind == H_STREAM) return RT_AS(Handle, v)->id;
  return 0;
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
  e->time_ms = PROF_ON() ? prof_event_clock_us(rt_is_undef(a[0]) ? 0 : rt_cuda_stream_id(a[0])) / 1000.0 : now_ms();
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

/* event.synchronize(): the host waits for the event (the profiler's modeled clock). */
static Value m_event_sync(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("synchronize", argc, kw, 0, 0);
  Handle *e = RT_AS(Handle, self);
  if (PROF_ON() && e->recorded) prof_host_wait(e->time_ms * 1000.0);
  return rt_none();
}

/* event.wait(stream=0): work issued on the stream later waits for the event (cudaStreamWaitEvent).
 * Launches and copies without the profiler run in issue order, so only the modeled timeline
 * changes; an unrecorded event is complete, as in CUDA. */
static Value m_event_wait(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"stream"};
  Value a[1];
  rt_parse_args("wait", argc, argv, kw, 1, names, 0, a);
  Handle *e = RT_AS(Handle, self);
  if (PROF_ON() && e->recorded) prof_stream_wait(rt_is_undef(a[0]) ? 0 : rt_cuda_stream_id(a[0]), e->time_ms * 1000.0);
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
  if (PROF_ON()) prof_host_wait(prof_event_clock_us(rt_cuda_stream_id(self)));
  const KirEngine *m = kir_engine_memory();
  if (m && m->synchronize) m->synchronize(m->self);
  return rt_none();
}

/* stream.auto_synchronize(): a context manager whose exit synchronizes the stream; entering it
 * gives None in Numba's simulator and the stream on a GPU, as Numba's own generators yield. */
static Value m_auto_synchronize(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("auto_synchronize", argc, kw, 0, 0);
  return handle_new(H_AUTOSYNC, RT_AS(Handle, self)->id);
}

static Value m_autosync_enter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("__enter__", argc, kw, 0, 0);
  return device_engine() ? handle_new(H_STREAM, RT_AS(Handle, self)->id) : rt_none();
}

static Value m_autosync_exit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc, (void)argv, (void)kw;
  Value stream = handle_new(H_STREAM, RT_AS(Handle, self)->id);
  int mark = rt_cleanup_push_value(&stream);
  m_synchronize(stream, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* cuda.defer_cleanup(): Numba's context manager that holds back freeing device memory inside
 * its block; entering it gives None. */
static Value cuda_defer_cleanup(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("defer_cleanup", argc, kw, 0, 0);
  return handle_new(H_DEFER, 0);
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

/* Numba's (free=, total=) namedtuple, made with collections.namedtuple: MemoryInfo from the
 * driver (numba/cuda/cudadrv/driver.py), _MemoryInfo from the simulator's context. */
static Value memory_info(const char *type, Value free_b, Value total_b) {
  Value coll = rt_import("collections");
  Value nt = rt_getattr(coll, "namedtuple");
  rt_decref(coll);
  Value spec[2] = {rt_str_from_c(type), rt_str_from_c("free,total")};
  Value cls = rt_call(nt, 2, spec, NULL);
  rt_decref(nt), rt_decref(spec[0]), rt_decref(spec[1]);
  Value fields[2] = {free_b, total_b};
  Value r = rt_call(cls, 2, fields, NULL);
  rt_decref(cls);
  return r;
}

/* context.get_memory_info(): the device's free and total bytes; the simulator's are infinite. */
static Value m_get_memory_info(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("get_memory_info", argc, kw, 0, 0);
  const KirEngine *e = device_engine();
  int64_t free_b, total_b;
  if (e && e->device_attribute(e->self, "mem:free", &free_b) && e->device_attribute(e->self, "mem:total", &total_b))
    return memory_info("MemoryInfo", rt_int(free_b), rt_int(total_b));
  return memory_info("_MemoryInfo", rt_float(INFINITY), rt_float(INFINITY));
}

typedef struct Method {
  HandleKind kind;
  const char *name;
  NativeFn fn;
} Method;

static const Method methods[] = {
    {H_STREAM, "synchronize", m_synchronize},     {H_STREAM, "query", m_query},
    {H_STREAM, "auto_synchronize", m_auto_synchronize},
    {H_AUTOSYNC, "__enter__", m_autosync_enter}, {H_AUTOSYNC, "__exit__", m_autosync_exit},
    {H_EVENT, "record", m_record},         {H_EVENT, "synchronize", m_event_sync},
    {H_EVENT, "wait", m_event_wait},             {H_EVENT, "query", m_query},
    {H_EVENT, "elapsed_time", m_elapsed_time},
    {H_DEVICE, "reset", m_noop},           {H_CONTEXT, "synchronize", m_synchronize},
    {H_CONTEXT, "get_memory_info", m_get_memory_info},
    {H_CONTEXT, "reset", m_noop},          {H_CONTEXT, "__enter__", m_noop},
    {H_CONTEXT, "__exit__", m_noop},       {H_MANAGED, "__enter__", m_noop},
    {H_MANAGED, "__exit__", m_noop},       {H_MANAGED, "reset", m_noop},
    {H_DEFER, "__enter__", m_noop},        {H_DEFER, "__exit__", m_noop},
};

/* An attribute of the physical device (Numba's Device): RT_UNDEF when it has none. */
static Value gpu_device_attr(const KirEngine *e, const char *name) {
  char buf[256];
  int64_t major, minor, v;
  if (!strcmp(name, "id")) return rt_int(0);
  /* bytes, as Numba 0.56's ctypes binding reads cuDeviceGetName (buf.value) */
  if (!strcmp(name, "name")) return e->device_name(e->self, buf, sizeof buf), rt_bytes_new(&rt_bytes_type, buf, strlen(buf));
  if (!strcmp(name, "uuid")) return e->device_uuid(e->self, buf, sizeof buf), rt_str_from_c(buf);
  if (!strcmp(name, "compute_capability") && e->device_attribute(e->self, "COMPUTE_CAPABILITY_MAJOR", &major) &&
      e->device_attribute(e->self, "COMPUTE_CAPABILITY_MINOR", &minor)) {
    Value cc[2] = {rt_int(major), rt_int(minor)};
    return rt_tuple_from(2, cc);
  }
  if (name[0] >= 'A' && name[0] <= 'Z' && e->device_attribute(e->self, name, &v)) return rt_int(v);
  return rt_undef();
}

/* The simulator's objects (numba/cuda/simulator/cudadrv/devices.py): RT_UNDEF for others. */
static Value sim_attr(Handle *h, const char *name) {
  if (h->kind == H_GPULIST && !strcmp(name, "current"))
    return h->closed ? rt_none() : handle_new(H_CONTEXT, 0);
  if (h->kind == H_GPULIST && !strcmp(name, "closed")) return rt_bool(h->closed);
  if (h->kind == H_DEVICE && !strcmp(name, "uuid")) return rt_str_from_c("GPU-00000000-0000-0000-0000-000000000000");
  if (h->kind != H_CONTEXT) return rt_undef();
  if (!strcmp(name, "id")) return rt_int(h->id);
  if (!strcmp(name, "device")) return handle_new(H_DEVICE, 0);
  if (!strcmp(name, "compute_capability")) {
    Value cc[2] = {rt_int(5), rt_int(2)};
    return rt_tuple_from(2, cc);
  }
  return rt_undef();
}

/* The device handles' own attributes (Numba's or the simulator's objects): RT_UNDEF for others. */
static Value device_handle_attr(Handle *h, const char *name) {
  const KirEngine *e = device_engine();
  if (!e) return sim_attr(h, name);
  if (h->kind == H_GPULIST && !strcmp(name, "current")) return handle_new(H_MANAGED, 0);
  if (h->kind == H_CONTEXT && !strcmp(name, "device")) return handle_new(H_DEVICE, 0);
  if (h->kind == H_DEVICE || h->kind == H_MANAGED) return gpu_device_attr(e, name);
  return rt_undef();
}

/* Methods the simulator's objects lack: its device has no reset, its contexts no synchronize. */
static bool sim_lacks(const Handle *h, const char *name) {
  return ((h->kind == H_DEVICE && !strcmp(name, "reset")) || (h->kind == H_CONTEXT && !strcmp(name, "synchronize"))) &&
         !device_engine();
}

static Value handle_getattr(Value self, const char *name) {
  Handle *h = RT_AS(Handle, self);
  if (h->kind != H_STREAM && h->kind != H_EVENT && h->kind != H_AUTOSYNC) {
    Value v = device_handle_attr(h, name);
    if (!rt_is_undef(v) || sim_lacks(h, name)) return v;
  }
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++) {
    if (methods[i].kind == h->kind && !strcmp(methods[i].name, name)) {
      return rt_native_bind(methods[i].name, methods[i].fn, self);
    }
  }
  /* Numba's _DeviceContextManager.__getattr__ asks its Device, whose error it is */
  if (h->kind == H_MANAGED && device_engine())
    rt_raise(RT_EXC_AttributeError, "'Device' object has no attribute '%s'", name);
  return rt_undef();
}

/* cuda.gpus: one device, indexable, iterable, len() 1. The simulator's keeps its devices in a
 * tuple, Numba's in a list (their IndexError messages say which). */
static int64_t handle_len(Value self) {
  if (RT_AS(Handle, self)->kind != H_GPULIST)
    rt_raise(RT_EXC_TypeError, "object of type '%s' has no len()", rt_type_name(self));
  return 1;
}

static Value handle_getitem(Value self, Value key) {
  Handle *h = RT_AS(Handle, self);
  if (h->kind != H_GPULIST) rt_raise(RT_EXC_TypeError, "'%s' object is not subscriptable", rt_type_name(self));
  bool sim = !device_engine();
  int64_t i = rt_to_index(key, sim ? "tuple indices" : "list indices");
  if (i != 0 && i != -1) rt_raise(RT_EXC_IndexError, "%s index out of range", sim ? "tuple" : "list");
  h->closed = false; /* the simulator's gpus[n] reopens (devices.py) */
  return handle_new(sim ? H_CONTEXT : H_MANAGED, 0);
}

static Value handle_iter(Value self) {
  if (RT_AS(Handle, self)->kind != H_GPULIST) rt_raise(RT_EXC_TypeError, "'%s' object is not iterable", rt_type_name(self));
  return rt_seq_iter_new(self);
}

static const ObjType handle_type = {
    .name = "CUDAObject",
    .free = handle_free,
    .repr = handle_repr,
    .str = handle_str,
    .type_name = handle_type_name,
    .getattr = handle_getattr,
    .getitem = handle_getitem,
    .iter = handle_iter,
    .len = handle_len,
};

/* ---- module functions ---- */

/* The streams cuda.stream() made so far (their reprs number them from 1): each VM's. */
static RtStateKey streams_key = {"cuda streams made", sizeof(int64_t), NULL, NULL, 0};

static Value cuda_stream(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("stream", argc, kw, 0, 0);
  int64_t *made = rt_runtime_state(&streams_key);
  if (*made == INT64_MAX) rt_raise(RT_EXC_OverflowError, "too many streams");
  return handle_new(H_STREAM, ++*made);
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

/* The simulator has no get_current_device: without a GPU, looking it up fails as a missing
 * module attribute does (at the lookup, so the traceback marks `cuda.get_current_device`, as
 * CPython's does). Whether a GPU is there is asked only when a program looks the name up. */
static Value cuda_missing(Value module, const char *name) {
  if (strcmp(name, "get_current_device") != 0 || strcmp(RT_AS(Module, module)->name, "numba.cuda") != 0)
    return rt_undef();
  if (device_engine()) rt_module_add_fn(module, "get_current_device", cuda_get_current_device);
  return rt_undef();
}

static Value cuda_select_device(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"dev"};
  Value a[1];
  bool sim = !device_engine();
  rt_parse_args("select_device", argc, argv, kw, 1, names, sim ? 0 : 1, a);
  int64_t id = rt_is_undef(a[0]) ? 0 : rt_to_index(a[0], "device id");
  if (sim) {
    if (id != 0) rt_raise(RT_EXC_AssertionError, "Only a single device supported by the simulator");
    return rt_none();
  }
  if (id != 0) rt_raise(RT_EXC_RuntimeError, "[101] Call to cuDeviceGet results in CUDA_ERROR_INVALID_DEVICE");
  return handle_new(H_DEVICE, 0);
}

/* current_context(devnum=0): the simulator makes a context for any device number. */
static Value cuda_current_context(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"devnum"};
  Value a[1];
  rt_parse_args("current_context", argc, argv, kw, 1, names, 0, a);
  int64_t id = rt_is_undef(a[0]) || rt_is_none(a[0]) ? 0 : rt_to_index(a[0], "device number");
  return handle_new(H_CONTEXT, device_engine() ? 0 : id);
}

/* list_devices(): cuda.gpus itself (bound as self). */
static Value cuda_list_devices(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("list_devices", argc, kw, 0, 0);
  rt_incref(self);
  return self;
}

/* close(): the simulator's marks cuda.gpus (bound as self) closed. */
static Value cuda_close(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("close", argc, kw, 0, 0);
  if (!device_engine()) RT_AS(Handle, self)->closed = true;
  return rt_none();
}

static int64_t gpu_attr(const KirEngine *e, const char *name) {
  int64_t v = 0;
  e->device_attribute(e->self, name, &v);
  return v;
}

/* Numba's detect() text (numba/cuda/api.py) for the physical device, which Numba supports from
 * compute capability 3.5 (deprecated below 5.3). */
static void detect_gpu(const KirEngine *e, StrBuf *sb) {
  char name[300], uuid[64];
  device_name(name, sizeof name);
  e->device_uuid(e->self, uuid, sizeof uuid);
  int64_t major = gpu_attr(e, "COMPUTE_CAPABILITY_MAJOR"), minor = gpu_attr(e, "COMPUTE_CAPABILITY_MINOR");
  int cc = (int)(major * 10 + minor);
  const char *support = cc < 35 ? "[NOT SUPPORTED: CC < 3.5]" : cc < 53 ? "[SUPPORTED (DEPRECATED)]" : "[SUPPORTED]";
  rt_sb_printf(sb, "Found 1 CUDA devices\n");
  rt_sb_printf(sb, "id %d    %20s %40s\n", 0, name, support);
  rt_sb_printf(sb, "%40s: %lld.%lld\n", "Compute Capability", (long long)major, (long long)minor);
  rt_sb_printf(sb, "%40s: %lld\n", "PCI Device ID", (long long)gpu_attr(e, "PCI_DEVICE_ID"));
  rt_sb_printf(sb, "%40s: %lld\n", "PCI Bus ID", (long long)gpu_attr(e, "PCI_BUS_ID"));
  rt_sb_printf(sb, "%40s: %s\n", "UUID", uuid);
  rt_sb_printf(sb, "%40s: %s\n", "Watchdog", gpu_attr(e, "KERNEL_EXEC_TIMEOUT") ? "Enabled" : "Disabled");
  rt_sb_printf(sb, "%40s: %lld\n", "FP32/FP64 Performance Ratio",
               (long long)gpu_attr(e, "SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO"));
  rt_sb_printf(sb, "Summary:\n\t%d/1 devices are supported\n", cc >= 35);
}

/* cuda.detect(): Numba's summary of the physical device (returning whether it is supported), or
 * the simulator's three lines (returning None). */
static Value cuda_detect(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("detect", argc, kw, 0, 0);
  const KirEngine *e = device_engine();
  StrBuf sb;
  rt_sb_init(&sb);
  if (e) {
    detect_gpu(e, &sb);
  } else {
    rt_sb_printf(&sb, "Found 1 CUDA devices\n");
    rt_sb_printf(&sb, "id %d    %20s %40s\n", 0, "SIMULATOR", "[SUPPORTED]");
    rt_sb_printf(&sb, "%40s: 5.3\n", "compute capability");
  }
  rt_stdout_write(sb.data, sb.len);
  rt_sb_free(&sb);
  return e ? rt_bool(gpu_attr(e, "COMPUTE_CAPABILITY_MAJOR") * 10 + gpu_attr(e, "COMPUTE_CAPABILITY_MINOR") >= 35)
           : rt_none();
}

void rt_cuda_host_register(Value cuda) {
  rt_module_add_fn(cuda, "synchronize", m_synchronize);
  rt_module_add_fn(cuda, "profile_start", m_noop);
  rt_module_add_fn(cuda, "profile_stop", m_noop);
  rt_module_add_fn(cuda, "stream", cuda_stream);
  rt_module_add_fn(cuda, "default_stream", cuda_default_stream);
  rt_module_add_fn(cuda, "legacy_default_stream", cuda_default_stream);
  rt_module_add_fn(cuda, "per_thread_default_stream", cuda_default_stream);
  rt_module_add_fn(cuda, "event", cuda_event);
  rt_module_add_fn(cuda, "event_elapsed_time", cuda_event_elapsed_time);
  rt_module_add_fn(cuda, "defer_cleanup", cuda_defer_cleanup);
  rt_module_add_fn(cuda, "is_available", cuda_is_available);
  rt_module_add_fn(cuda, "detect", cuda_detect);
  /* The simulator's declare_device(*args, **kwargs) declares nothing and returns None (Weft
   * links no foreign device code, so a GPU run could not call the declared function either). */
  rt_module_add_fn(cuda, "declare_device", m_noop);
  rt_add_module_missing(cuda_missing);
  rt_module_add_fn(cuda, "select_device", cuda_select_device);
  rt_module_add_fn(cuda, "current_context", cuda_current_context);
  Value gpus = handle_new(H_GPULIST, 0);
  rt_module_set(cuda, "list_devices", rt_native_bind("list_devices", cuda_list_devices, gpus));
  rt_module_set(cuda, "close", rt_native_bind("close", cuda_close, gpus));
  rt_module_set(cuda, "gpus", gpus);
}
