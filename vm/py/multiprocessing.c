/* multiprocessing.c — the multiprocessing module: Process (a class to derive from, as
 * CPython's), current_process, cpu_count, Queue/JoinableQueue/SimpleQueue, and the module's
 * locks and events (threading's). Pool, Value and Array are multiprocessing_pool.c's.
 *
 * Process.start() forks: the child runs run() and exits; its writes to variables stay in the
 * child, as in CPython. To keep the output deterministic the parent waits for the child
 * before start() returns (children run one after another, in start order). A Queue carries
 * items between processes through a pipe: the child writes each put as the item's repr and
 * each get as a removal, and the parent replays them on its own copy while it waits, so the
 * items must be Python literals (numbers, strings, None, and tuples, lists and dicts of them)
 * or NumPy arrays and scalars; anything else is a TypeError in the child. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../base/error.h"
#include "../base/io.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/complex.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "py.h"
#include "threads.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct MpQueue {
  Obj hdr;
  Value q; /* the queue.Queue holding this process's copy of the items */
  int rfd, wfd;
  bool joinable;
  char *pending; /* bytes read from the pipe, not yet a whole line */
  size_t npending;
} MpQueue;

typedef struct ModState {
  MpQueue **queues; /* the live queues (the parent replays their pipes) */
  int n, cap;
  bool child;
  int counter;       /* Process-N */
  Value current;     /* current_process() (owned) */
} ModState;

static void mod_init(void *p) { ((ModState *)p)->current = rt_undef(); }
static void mod_fini(void *p) {
  free(((ModState *)p)->queues);
  rt_decref(((ModState *)p)->current);
}
static RtStateKey mod_key = {"multiprocessing", sizeof(ModState), mod_init, mod_fini, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

static Value call_method(Value obj, const char *name, int argc, const Value *argv) {
  Value fn = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- Queue ---- */

static void mpq_free(Obj *o) {
  MpQueue *q = (MpQueue *)o;
  ModState *st = mod_state();
  for (int k = 0; k < st->n; k++) {
    if (st->queues[k] == q) {
      st->queues[k] = st->queues[--st->n];
      break;
    }
  }
  close(q->rfd);
  close(q->wfd);
  rt_decref(q->q);
  free(q->pending);
  free(q);
}

static void mpq_traverse(Obj *o, void (*visit)(Value, void *), void *arg) { visit(((MpQueue *)o)->q, arg); }
static Value mpq_getattr(Value self, const char *name);
static const char *mpq_type_name(Value self) { return RT_AS(MpQueue, self)->joinable ? "JoinableQueue" : "Queue"; }
static Value mpq_repr(Value self) {
  return rt_str_printf("<multiprocessing.queues.%s object at %p>", mpq_type_name(self), (void *)self.as.o);
}

static const ObjType mpq_type = {
    .name = "Queue",
    .type_name = mpq_type_name,
    .free = mpq_free,
    .repr = mpq_repr,
    .getattr = mpq_getattr,
    .traverse = mpq_traverse,
};

/* What crosses a process boundary is the repr of a literal: NumPy arrays and scalars travel
 * as tagged tuples (dtype, shape, tolist()) that the parent makes into NumPy values again. */
#define WIRE_ARRAY "__weft_ndarray__"
#define WIRE_SCALAR "__weft_npscalar__"

static Value call0(Value obj, const char *name) {
  Value fn = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value dtype_str(Value v) {
  Value d = rt_getattr(v, "dtype");
  int mark = rt_cleanup_push_value(&d);
  Value s = rt_to_str(d);
  rt_cleanup_pop(mark, true);
  return s;
}

/* The literal standing for v (a new reference); TypeError for what cannot cross. */
static Value to_wire(Value v, int depth) {
  if (rt_is_none(v) || rt_is_intlike(v) || v.tag == RT_FLOAT || rt_is_str(v) || rt_is_complex(v)) {
    return (rt_incref(v), v);
  }
  if (depth < 50 && (rt_is_scalar_number(v) || (rt_is_array_number(v) && strcmp(rt_type_name(v), "numpy.ndarray") == 0))) {
    bool arr = rt_is_array_number(v);
    Value parts[4] = {rt_str_from_c(arr ? WIRE_ARRAY : WIRE_SCALAR), rt_undef(), rt_undef(), rt_undef()};
    int mark = rt_cleanup_push_value(&parts[0]);
    for (int k = 1; k < 4; k++) rt_cleanup_push_value(&parts[k]);
    parts[1] = dtype_str(v);
    parts[2] = arr ? rt_getattr(v, "shape") : rt_none();
    parts[3] = call0(v, arr ? "tolist" : "item");
    Value t = rt_tuple_from(4, parts);
    rt_cleanup_pop(mark, true);
    return t;
  }
  if (depth < 50 && (rt_is_tuple(v) || rt_is_list(v))) {
    int64_t n = rt_is_tuple(v) ? RT_AS(Tuple, v)->n : RT_AS(List, v)->n;
    Value out = rt_list_new(n);
    int mark = rt_cleanup_push_value(&out);
    for (int64_t k = 0; k < n; k++) {
      Value x = to_wire(rt_is_tuple(v) ? RT_AS(Tuple, v)->items[k] : RT_AS(List, v)->items[k], depth + 1);
      rt_list_append(out, x);
      rt_decref(x);
    }
    Value r = rt_is_tuple(v) ? rt_tuple_from((int)n, RT_AS(List, out)->items) : (rt_incref(out), out);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (depth < 50 && rt_is_dict(v)) {
    Value out = rt_dict_new();
    int mark = rt_cleanup_push_value(&out);
    Value k, x;
    for (int64_t pos = 0; rt_dict_next(v, &pos, &k, &x);) {
      Value wk = to_wire(k, depth + 1);
      rt_cleanup_push_value(&wk);
      Value wx = to_wire(x, depth + 1);
      rt_dict_set(out, wk, wx);
      rt_decref(wx);
      rt_cleanup_pop(mark + 1, true);
    }
    rt_cleanup_pop(mark, false);
    return out;
  }
  rt_raise(RT_EXC_TypeError,
           "Weft's multiprocessing.Queue carries Python literals and NumPy arrays between processes "
           "(numbers, strings, None, and tuples, lists and dicts of them), not '%s'", rt_type_name(v));
}

/* The value a wire literal stands for (a new reference): NumPy's come back as NumPy's. */
static Value from_wire(Value v) {
  if (rt_is_tuple(v) && RT_AS(Tuple, v)->n == 4 && rt_is_str(RT_AS(Tuple, v)->items[0])) {
    const char *tag = rt_str_data(RT_AS(Tuple, v)->items[0]);
    bool arr = strcmp(tag, WIRE_ARRAY) == 0;
    if (arr || strcmp(tag, WIRE_SCALAR) == 0) {
      Value *it = RT_AS(Tuple, v)->items;
      Value np = rt_import("numpy");
      int mark = rt_cleanup_push_value(&np);
      Value fn = rt_getattr(np, arr ? "array" : "dtype");
      rt_cleanup_push_value(&fn);
      Value made = rt_undef(), method = rt_undef(), r;
      rt_cleanup_push_value(&made);
      rt_cleanup_push_value(&method);
      if (arr) {
        const char *names[] = {"dtype"};
        Kwargs kw = {1, names, &it[1]};
        made = rt_call(fn, 1, &it[3], &kw);
        method = rt_getattr(made, "reshape");
        r = rt_call(method, 1, &it[2], NULL);
      } else {
        made = rt_call(fn, 1, &it[1], NULL);
        method = rt_getattr(made, "type");
        r = rt_call(method, 1, &it[3], NULL);
      }
      rt_cleanup_pop(mark, true);
      return r;
    }
  }
  if (rt_is_tuple(v) || rt_is_list(v)) {
    int64_t n = rt_is_tuple(v) ? RT_AS(Tuple, v)->n : RT_AS(List, v)->n;
    Value out = rt_list_new(n);
    int mark = rt_cleanup_push_value(&out);
    for (int64_t k = 0; k < n; k++) {
      Value x = from_wire(rt_is_tuple(v) ? RT_AS(Tuple, v)->items[k] : RT_AS(List, v)->items[k]);
      rt_list_append(out, x);
      rt_decref(x);
    }
    Value r = rt_is_tuple(v) ? rt_tuple_from((int)n, RT_AS(List, out)->items) : (rt_incref(out), out);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (rt_is_dict(v)) {
    Value out = rt_dict_new();
    int mark = rt_cleanup_push_value(&out);
    Value k, x;
    for (int64_t pos = 0; rt_dict_next(v, &pos, &k, &x);) {
      Value wk = from_wire(k);
      rt_cleanup_push_value(&wk);
      Value wx = from_wire(x);
      rt_dict_set(out, wk, wx);
      rt_decref(wx);
      rt_cleanup_pop(mark + 1, true);
    }
    rt_cleanup_pop(mark, false);
    return out;
  }
  return (rt_incref(v), v);
}

static void child_send(MpQueue *q, const char *line, size_t n) {
  while (n > 0) {
    ssize_t w = write(q->wfd, line, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) rt_raise(RT_EXC_BrokenPipeError, "[Errno 32] Broken pipe");
    line += w, n -= (size_t)w;
  }
}

static void child_put(MpQueue *q, Value item) {
  Value w = to_wire(item, 0);
  int mark = rt_cleanup_push_value(&w);
  Value r = rt_repr(w);
  rt_cleanup_push_value(&r);
  child_send(q, "+", 1);
  child_send(q, rt_str_data(r), strlen(rt_str_data(r)));
  child_send(q, "\n", 1);
  rt_cleanup_pop(mark, true);
}

static Value m_put(ARGS) {
  MpQueue *q = RT_AS(MpQueue, self);
  if (mod_state()->child && argc >= 1) child_put(q, argv[0]);
  Value fn = rt_getattr(q->q, "put");
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value forward(Value self, const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value fn = rt_getattr(RT_AS(MpQueue, self)->q, name);
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_get(ARGS) {
  Value r = forward(self, "get", argc, argv, kw);
  if (mod_state()->child) child_send(RT_AS(MpQueue, self), "-\n", 2);
  return r;
}

static Value m_get_nowait(ARGS) {
  Value r = forward(self, "get_nowait", argc, argv, kw);
  if (mod_state()->child) child_send(RT_AS(MpQueue, self), "-\n", 2);
  return r;
}

static Value m_put_nowait(ARGS) {
  MpQueue *q = RT_AS(MpQueue, self);
  if (mod_state()->child && argc >= 1) child_put(q, argv[0]);
  return forward(self, "put_nowait", argc, argv, kw);
}

static Value m_qsize(ARGS) { return forward(self, "qsize", argc, argv, kw); }
static Value m_empty(ARGS) { return forward(self, "empty", argc, argv, kw); }
static Value m_full(ARGS) { return forward(self, "full", argc, argv, kw); }
static Value m_task_done(ARGS) { return forward(self, "task_done", argc, argv, kw); }
static Value m_join(ARGS) { return forward(self, "join", argc, argv, kw); }

static Value m_nothing(ARGS) {
  (void)self, (void)argv;
  rt_check_args("close", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_none();
}

static Value mpq_getattr(Value self, const char *name) {
  static const struct {
    const char *name;
    NativeFn fn;
    bool joinable_only;
  } methods[] = {{"put", m_put, false},         {"get", m_get, false},       {"put_nowait", m_put_nowait, false},
                 {"get_nowait", m_get_nowait, false}, {"qsize", m_qsize, false}, {"empty", m_empty, false},
                 {"full", m_full, false},       {"close", m_nothing, false}, {"join_thread", m_nothing, false},
                 {"cancel_join_thread", m_nothing, false}, {"task_done", m_task_done, true},
                 {"join", m_join, true}};
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if (strcmp(methods[k].name, name) == 0 && (!methods[k].joinable_only || RT_AS(MpQueue, self)->joinable)) {
      return rt_native_bind(name, methods[k].fn, self);
    }
  }
  return rt_undef();
}

static const char *const maxsize_names[] = {"maxsize"};

static Value make_queue(bool joinable, int argc, const Value *argv, const Kwargs *kw) {
  Value a[1];
  py_parse_pyargs("Queue", argc, argv, kw, 1, maxsize_names, 0, a);
  int64_t maxsize = rt_is_undef(a[0]) ? 0 : rt_to_index(a[0], "maxsize");
  int fds[2];
  if (pipe(fds) != 0) rt_raise(RT_EXC_OSError, "[Errno %d] %s", errno, strerror(errno));
  fcntl(fds[0], F_SETFL, O_NONBLOCK);
  fcntl(fds[0], F_SETFD, FD_CLOEXEC);
  fcntl(fds[1], F_SETFD, FD_CLOEXEC);
  MpQueue *q = rt_malloc(sizeof *q);
  rt_obj_init(&q->hdr, &mpq_type);
  q->rfd = fds[0];
  q->wfd = fds[1];
  q->joinable = joinable;
  q->pending = NULL;
  q->npending = 0;
  q->q = py_queue_new(0, maxsize);
  ModState *st = mod_state();
  if (st->n == st->cap) {
    int cap = st->cap ? st->cap * 2 : 8;
    MpQueue **nq = realloc(st->queues, (size_t)cap * sizeof *nq);
    if (!nq) rt_raise(RT_EXC_MemoryError, "%s", "");
    st->queues = nq, st->cap = cap;
  }
  st->queues[st->n++] = q;
  return rt_obj(q);
}

static Value c_queue(ARGS) { (void)self; return make_queue(false, argc, argv, kw); }
static Value c_jqueue(ARGS) { (void)self; return make_queue(true, argc, argv, kw); }

/* ---- the parent replays what a child did to its queues ---- */

static void replay_line(MpQueue *q, const char *line) {
  if (line[0] == '-') {
    Value r = call_method(q->q, "get_nowait", 0, NULL);
    rt_decref(r);
    return;
  }
  Value eval = rt_builtin_lookup("eval");
  Value src = rt_str_from_c(line + 1);
  int mark = rt_cleanup_push_value(&src);
  Value w = rt_call(eval, 1, &src, NULL);
  rt_cleanup_push_value(&w);
  Value item = from_wire(w);
  rt_cleanup_push_value(&item);
  rt_decref(call_method(q->q, "put", 1, &item));
  rt_cleanup_pop(mark, true);
}

static void drain(MpQueue *q) {
  char buf[4096];
  for (;;) {
    ssize_t n = read(q->rfd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    char *p = realloc(q->pending, q->npending + (size_t)n + 1);
    if (!p) rt_raise(RT_EXC_MemoryError, "%s", "");
    memcpy(p + q->npending, buf, (size_t)n);
    q->pending = p;
    q->npending += (size_t)n;
  }
  size_t start = 0;
  for (size_t k = 0; k < q->npending; k++) {
    if (q->pending[k] != '\n') continue;
    q->pending[k] = 0;
    replay_line(q, q->pending + start);
    start = k + 1;
  }
  if (start == 0) return; /* no whole line yet (pending may still be NULL) */
  memmove(q->pending, q->pending + start, q->npending - start);
  q->npending -= start;
}

/* Wait for the child pid, replaying its queue writes meanwhile; its exit code. */
static int wait_child(pid_t pid) {
  ModState *st = mod_state();
  int status = 0;
  for (;;) {
    struct pollfd fds[st->n + 1];
    for (int k = 0; k < st->n; k++) fds[k] = (struct pollfd){st->queues[k]->rfd, POLLIN, 0};
    poll(fds, (nfds_t)st->n, 20);
    for (int k = 0; k < st->n; k++) drain(st->queues[k]);
    pid_t r = waitpid(pid, &status, WNOHANG);
    if (r == pid || (r < 0 && errno != EINTR)) break;
  }
  for (int k = 0; k < st->n; k++) drain(st->queues[k]);
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  if (WIFSIGNALED(status)) return -WTERMSIG(status);
  return 1;
}

/* ---- Process ---- */

void py_mp_count_processes(int n) { mod_state()->counter += n; }

static void set_attr(Value self, const char *name, Value v) {
  rt_setattr(self, name, v);
  rt_decref(v);
}

static const char *const init_names[] = {"group", "target", "name", "args", "kwargs", "daemon"};

static Value proc_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  Value self = argv[0], a[6];
  py_parse_method_args("BaseProcess.__init__", self, argc - 1, argv + 1, kw, 6, init_names, 0, a);
  if (!rt_is_undef(a[0]) && !rt_is_none(a[0])) rt_raise(RT_EXC_AssertionError, "group argument must be None for now");
  rt_setattr(self, "_target", rt_is_undef(a[1]) ? rt_none() : a[1]);
  if (rt_is_undef(a[3])) set_attr(self, "_args", rt_tuple_new(0));
  else rt_setattr(self, "_args", a[3]);
  if (rt_is_undef(a[4]) || rt_is_none(a[4])) set_attr(self, "_kwargs", rt_dict_new());
  else rt_setattr(self, "_kwargs", a[4]);
  ModState *st = mod_state();
  if (rt_is_undef(a[2]) || rt_is_none(a[2])) set_attr(self, "name", rt_str_printf("%s-%d", rt_type_name(self), ++st->counter));
  else set_attr(self, "name", rt_to_str(a[2]));
  set_attr(self, "daemon", rt_bool(!rt_is_undef(a[5]) && !rt_is_none(a[5]) && rt_truthy(a[5])));
  rt_setattr(self, "pid", rt_none());
  rt_setattr(self, "exitcode", rt_none());
  rt_setattr(self, "_started", rt_bool(false));
  return rt_none();
}

static Value proc_run(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("run", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  Value args = rt_undef(), kwargs = rt_undef();
  Value target = rt_getattr(argv[0], "_target");
  int mark = rt_cleanup_push_value(&target);
  rt_cleanup_push_value(&args);
  rt_cleanup_push_value(&kwargs);
  if (!rt_is_none(target)) {
    args = rt_getattr(argv[0], "_args");
    kwargs = rt_getattr(argv[0], "_kwargs");
    rt_decref(py_call_star(target, args, kwargs));
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static void run_job(void *ud) { rt_decref(call_method(*(Value *)ud, "run", 0, NULL)); }

/* The child: run() and leave with CPython's exit code (1 after an exception, printed as
 * "Process NAME:" and the traceback; SystemExit's code). */
static _Noreturn void child_main(Value self) {
  ModState *st = mod_state();
  st->child = true;
  rt_incref(self);
  rt_decref(st->current);
  st->current = self;
  int code = 0;
  Exception *here = rt_trace_here(); /* the parent's frames: the traceback leaves them out */
  int skip = here->ntrace;
  rt_exception_free(here);
  if (rt_pcall(run_job, &self) != 0) {
    const Exception *e = rt_error_current();
    if (rt_exc_kind_is(e->kind, RT_EXC_SystemExit)) {
      code = e->message && e->message[0] ? atoi(e->message) : 0;
      rt_error_clear();
    } else {
      Value name = rt_getattr(self, "name");
      rt_stdout_flush();
      fflush(stdout);
      fprintf(stderr, "Process %s:\n", rt_is_str(name) ? rt_str_data(name) : "?");
      Exception *taken = rt_error_take();
      rt_print_exception(taken, skip, stderr);
      rt_exception_free(taken);
      code = 1;
    }
  }
  rt_stdout_flush();
  fflush(stdout);
  fflush(stderr);
  _exit(code);
}

static Value proc_start(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("start", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  Value self = argv[0];
  Value started = rt_getattr(self, "_started");
  bool was = rt_truthy(started);
  rt_decref(started);
  if (was) rt_raise(RT_EXC_AssertionError, "cannot start a process twice");
  rt_stdout_flush();
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) rt_raise(RT_EXC_OSError, "[Errno %d] %s", errno, strerror(errno));
  if (pid == 0) child_main(self);
  rt_setattr(self, "_started", rt_bool(true));
  set_attr(self, "pid", rt_int(pid));
  set_attr(self, "exitcode", rt_int(wait_child(pid)));
  return rt_none();
}

static Value proc_join(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  rt_check_args("join", argc - 1, kw, 0, 1, RT_ARGS_CLINIC);
  Value started = rt_getattr(argv[0], "_started");
  bool was = rt_truthy(started);
  rt_decref(started);
  if (!was) rt_raise(RT_EXC_AssertionError, "can only join a started process");
  return rt_none();
}

static Value proc_is_alive(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argv;
  rt_check_args("is_alive", argc - 1, kw, 0, 0, RT_ARGS_NONE);
  return rt_bool(mod_state()->child && RT_AS(Obj, argv[0]) == RT_AS(Obj, mod_state()->current));
}

static Value proc_nothing(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argc, (void)argv, (void)kw;
  return rt_none();
}

static Value proc_repr(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)argc, (void)kw;
  Value self = argv[0];
  Value name = rt_getattr(self, "name");
  int mark = rt_cleanup_push_value(&name);
  Value code = rt_getattr(self, "exitcode");
  rt_cleanup_push_value(&code);
  Value r = rt_is_none(code) ? rt_str_printf("<%s name='%s' parent=%d initial>", rt_type_name(self), rt_str_data(name), (int)getpid())
                             : rt_str_printf("<%s name='%s' stopped exitcode=%lld>", rt_type_name(self),
                                             rt_str_data(name), (long long)code.as.i);
  rt_cleanup_pop(mark, true);
  return r;
}

static const PyMethodDef proc_methods[] = {
    {"__init__", "BaseProcess.__init__", proc_init},
    {"run", "BaseProcess.run", proc_run},
    {"start", "BaseProcess.start", proc_start},
    {"join", "BaseProcess.join", proc_join},
    {"is_alive", "BaseProcess.is_alive", proc_is_alive},
    {"terminate", "BaseProcess.terminate", proc_nothing},
    {"kill", "BaseProcess.kill", proc_nothing},
    {"close", "BaseProcess.close", proc_nothing},
    {"__repr__", "BaseProcess.__repr__", proc_repr},
    {NULL, NULL, NULL},
};

static Value c_current_process(ARGS) {
  (void)self, (void)argv;
  rt_check_args("current_process", argc, kw, 0, 0, RT_ARGS_NONE);
  ModState *st = mod_state();
  if (rt_is_undef(st->current)) {
    Value m = rt_import("multiprocessing");
    int mark = rt_cleanup_push_value(&m);
    Value cls = rt_getattr(m, "Process");
    rt_cleanup_push_value(&cls);
    Value name = rt_str_from_c("MainProcess");
    rt_cleanup_push_value(&name);
    const char *names[] = {"name"};
    Kwargs k = {1, names, &name};
    Value p = rt_call(cls, 0, NULL, &k);
    rt_cleanup_push_value(&p);
    rt_setattr(p, "pid", rt_int(getpid()));
    rt_incref(p);
    st->current = p;
    rt_cleanup_pop(mark, true);
  }
  return (rt_incref(st->current), st->current);
}

static Value c_cpu_count(ARGS) {
  (void)self, (void)argv;
  rt_check_args("cpu_count", argc, kw, 0, 0, RT_ARGS_NONE);
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return rt_int(n > 0 ? n : 1);
}

static Value c_active_children(ARGS) {
  (void)self, (void)argv;
  rt_check_args("active_children", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_list_new(0);
}

static Value c_noop(ARGS) {
  (void)self, (void)argc, (void)argv, (void)kw;
  return rt_none();
}

static Value c_start_method(ARGS) {
  (void)self, (void)argc, (void)argv, (void)kw;
  return rt_str_from_c("fork");
}

void py_mp_pool_init(Value m); /* multiprocessing_pool.c */

void rt_multiprocessing_module_init(Value m) {
  rt_module_set(m, "Process", py_make_class("Process", "multiprocessing.context", rt_undef(), proc_methods));
  rt_module_add_fn(m, "current_process", c_current_process);
  rt_module_add_fn(m, "cpu_count", c_cpu_count);
  rt_module_add_fn(m, "active_children", c_active_children);
  rt_module_add_fn(m, "freeze_support", c_noop);
  rt_module_add_fn(m, "set_start_method", c_noop);
  rt_module_add_fn(m, "get_start_method", c_start_method);
  rt_module_add_fn(m, "Queue", c_queue);
  rt_module_add_fn(m, "JoinableQueue", c_jqueue);
  rt_module_add_fn(m, "SimpleQueue", c_queue);
  Value th = rt_import("threading");
  int mark = rt_cleanup_push_value(&th);
  static const char *const shared[] = {"Lock", "RLock", "Event", "Condition", "Semaphore", "BoundedSemaphore", "Barrier"};
  for (size_t k = 0; k < sizeof shared / sizeof shared[0]; k++) rt_module_set(m, shared[k], rt_getattr(th, shared[k]));
  rt_cleanup_pop(mark, true);
  py_mp_pool_init(m);
}
