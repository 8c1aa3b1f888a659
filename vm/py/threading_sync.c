/* threading_sync.c — threading's synchronisation objects on the green threads (green.h):
 * Lock, RLock, Condition, Semaphore, BoundedSemaphore, Event, Barrier (with
 * BrokenBarrierError) and local. One object type serves them all; a waiter blocks on the
 * object's wait list and the thread that releases, notifies or sets wakes it (it then runs
 * when the running thread blocks: there is no preemption). CPython's messages. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"
#include "threads.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef enum { S_LOCK, S_RLOCK, S_COND, S_SEM, S_BSEM, S_EVENT, S_BARRIER } SyncKind;

static const char *const kind_names[] = {"lock", "RLock", "Condition", "Semaphore",
                                         "BoundedSemaphore", "Event", "Barrier"};

typedef struct Sync {
  Obj hdr;
  SyncKind kind;
  int64_t count; /* lock: 1 when held; RLock: depth; semaphore: value; event: the flag;
                    barrier: threads waiting */
  int64_t limit; /* BoundedSemaphore: the initial value; Barrier: parties */
  GThread *owner; /* RLock */
  GWaitList waiters;
  Value v; /* Condition: its lock; Barrier: the action (owned) */
  int64_t gen; /* Barrier: how many times it filled */
  bool broken;
  double timeout; /* Barrier's default */
} Sync;

static void sync_free(Obj *o) {
  Sync *s = (Sync *)o;
  py_green_waitlist_free(&s->waiters);
  rt_decref(s->v);
  free(s);
}

static void sync_traverse(Obj *o, void (*visit)(Value, void *), void *arg) { visit(((Sync *)o)->v, arg); }

static Value sync_repr(Value self) {
  Sync *s = RT_AS(Sync, self);
  if (s->kind == S_LOCK) {
    return rt_str_printf("<%s _thread.lock object at %p>", s->count ? "locked" : "unlocked", (void *)self.as.o);
  }
  if (s->kind == S_RLOCK) {
    return rt_str_printf("<%s _thread.RLock object owner=%lld count=%lld at %p>", s->count ? "locked" : "unlocked",
                         s->count ? py_green_ident(s->owner) : 0LL, (long long)s->count, (void *)self.as.o);
  }
  return rt_str_printf("<threading.%s object at %p>", kind_names[s->kind], (void *)self.as.o);
}

static Value sync_getattr(Value self, const char *name);
static const char *sync_type_name(Value self) { return kind_names[RT_AS(Sync, self)->kind]; }

static const ObjType sync_type = {
    .name = "threading.Sync",
    .type_name = sync_type_name,
    .free = sync_free,
    .repr = sync_repr,
    .getattr = sync_getattr,
    .traverse = sync_traverse,
};

static Value sync_new(SyncKind k) {
  Sync *s = rt_malloc(sizeof *s);
  memset((char *)s + sizeof(Obj), 0, sizeof *s - sizeof(Obj));
  rt_obj_init(&s->hdr, &sync_type);
  s->kind = k;
  s->v = rt_undef();
  return rt_obj(s);
}

/* ---- locks ---- */

static bool lock_acquire(Sync *s, bool blocking, double timeout) {
  GThread *me = py_green_current();
  if (s->kind == S_RLOCK && s->count > 0 && s->owner == me) {
    s->count++;
    return true;
  }
  while (s->count > 0) {
    if (!blocking) return false;
    if (!py_green_wait_on(&s->waiters, s->kind == S_RLOCK ? "RLock.acquire" : "Lock.acquire", timeout)) return false;
  }
  s->count = 1;
  s->owner = me;
  return true;
}

static void lock_release(Sync *s) {
  if (s->kind == S_RLOCK) {
    if (s->count == 0 || s->owner != py_green_current()) rt_raise(RT_EXC_RuntimeError, "cannot release un-acquired lock");
    if (--s->count > 0) return;
  } else {
    if (s->count == 0) rt_raise(RT_EXC_RuntimeError, "release unlocked lock");
    s->count = 0;
  }
  s->owner = NULL;
  py_green_wake_one(&s->waiters);
}

static bool lock_owned(Sync *s) {
  return s->kind == S_RLOCK ? s->count > 0 && s->owner == py_green_current() : s->count > 0;
}

static const char *const acquire_names[] = {"blocking", "timeout"};

static Value m_lock_acquire(ARGS) {
  Value a[2];
  rt_parse_args("acquire", argc, argv, kw, 2, acquire_names, 0, a);
  bool blocking = rt_is_undef(a[0]) || rt_truthy(a[0]);
  double timeout = rt_is_undef(a[1]) ? -1 : rt_to_double(a[1], "timeout");
  if (!blocking && timeout != -1) rt_raise(RT_EXC_ValueError, "can't specify a timeout for a non-blocking call");
  if (timeout < 0 && timeout != -1) rt_raise(RT_EXC_ValueError, "timeout value must be positive");
  return rt_bool(lock_acquire(RT_AS(Sync, self), blocking, timeout));
}

static Value m_lock_release(ARGS) {
  (void)argv;
  rt_check_args("release", argc, kw, 0, 0, RT_ARGS_NONE);
  lock_release(RT_AS(Sync, self));
  return rt_none();
}

static Value m_lock_locked(ARGS) {
  (void)argv;
  rt_check_args("locked", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_bool(RT_AS(Sync, self)->count > 0);
}

static Value m_exit_release(ARGS) {
  (void)argv, (void)argc, (void)kw;
  Sync *s = RT_AS(Sync, self);
  if (s->kind == S_COND) lock_release(RT_AS(Sync, s->v));
  else lock_release(s);
  return rt_none();
}

Value py_lock_new(bool reentrant) { return sync_new(reentrant ? S_RLOCK : S_LOCK); }

static Value t_lock(ARGS) {
  (void)self, (void)argv;
  rt_check_args("allocate_lock", argc, kw, 0, 0, RT_ARGS_NONE);
  return sync_new(S_LOCK);
}

static Value t_rlock(ARGS) {
  (void)self, (void)argv;
  rt_check_args("RLock", argc, kw, 0, 0, RT_ARGS_NONE);
  return sync_new(S_RLOCK);
}

/* ---- Condition ---- */

Value py_condition_new(Value lock) {
  Value c = sync_new(S_COND);
  RT_AS(Sync, c)->v = rt_is_undef(lock) || rt_is_none(lock) ? sync_new(S_RLOCK) : (rt_incref(lock), lock);
  return c;
}

static const char *const cond_names[] = {"lock"};

static Value t_condition(ARGS) {
  (void)self;
  Value a[1];
  py_parse_pyargs("Condition", argc, argv, kw, 1, cond_names, 0, a);
  if (!rt_is_undef(a[0]) && !rt_is_none(a[0]) &&
      (!rt_is_type(a[0], &sync_type) || RT_AS(Sync, a[0])->kind > S_RLOCK)) {
    rt_raise(RT_EXC_TypeError, "Condition() needs a threading.Lock or threading.RLock, not '%s'", rt_type_name(a[0]));
  }
  return py_condition_new(a[0]);
}

static Sync *cond_lock(Value self) { return RT_AS(Sync, RT_AS(Sync, self)->v); }

static Value m_cond_acquire(ARGS) { return m_lock_acquire(RT_AS(Sync, self)->v, argc, argv, kw); }
static Value m_cond_release(ARGS) { return m_lock_release(RT_AS(Sync, self)->v, argc, argv, kw); }

/* Condition.wait: release the lock (all of an RLock's depth), wait for a notify, take it back. */
static bool cond_wait(Value self, double timeout) {
  Sync *c = RT_AS(Sync, self), *l = cond_lock(self);
  if (!lock_owned(l)) rt_raise(RT_EXC_RuntimeError, "cannot wait on un-acquired lock");
  int64_t depth = l->count;
  l->count = 0;
  l->owner = NULL;
  py_green_wake_one(&l->waiters);
  bool ok = py_green_wait_on(&c->waiters, "Condition.wait", timeout);
  lock_acquire(l, true, -1);
  l->count = depth;
  return ok;
}

static const char *const wait_names[] = {"timeout"};

static Value m_cond_wait(ARGS) {
  Value a[1];
  py_parse_method_args("Condition.wait", self, argc, argv, kw, 1, wait_names, 0, a);
  return rt_bool(cond_wait(self, py_timeout_arg(a[0], NULL)));
}

static const char *const wait_for_names[] = {"predicate", "timeout"};

static Value m_cond_wait_for(ARGS) {
  Value a[2];
  py_parse_method_args("Condition.wait_for", self, argc, argv, kw, 2, wait_for_names, 1, a);
  double timeout = py_timeout_arg(a[1], NULL);
  Value r = rt_call(a[0], 0, NULL, NULL);
  while (!rt_truthy(r)) {
    rt_decref(r);
    bool ok = cond_wait(self, timeout);
    r = rt_call(a[0], 0, NULL, NULL);
    if (!ok) break;
  }
  return r;
}

static const char *const notify_names[] = {"n"};

static Value m_cond_notify(ARGS) {
  Value a[1];
  py_parse_method_args("Condition.notify", self, argc, argv, kw, 1, notify_names, 0, a);
  if (!lock_owned(cond_lock(self))) rt_raise(RT_EXC_RuntimeError, "cannot notify on un-acquired lock");
  int64_t n = rt_is_undef(a[0]) ? 1 : rt_to_index(a[0], "n");
  for (int64_t k = 0; k < n && py_green_wake_one(&RT_AS(Sync, self)->waiters); k++) {}
  return rt_none();
}

static Value m_cond_notify_all(ARGS) {
  (void)argv;
  rt_check_args("notify_all", argc, kw, 0, 0, RT_ARGS_NONE);
  if (!lock_owned(cond_lock(self))) rt_raise(RT_EXC_RuntimeError, "cannot notify on un-acquired lock");
  py_green_wake_all(&RT_AS(Sync, self)->waiters);
  return rt_none();
}

/* ---- Semaphore, BoundedSemaphore ---- */

static const char *const sem_names[] = {"value"};

static Value make_sem(const char *name, SyncKind k, int argc, const Value *argv, const Kwargs *kw) {
  Value a[1];
  py_parse_pyargs(name, argc, argv, kw, 1, sem_names, 0, a);
  int64_t v = rt_is_undef(a[0]) ? 1 : rt_to_index(a[0], "value");
  if (v < 0) rt_raise(RT_EXC_ValueError, "semaphore initial value must be >= 0");
  Value s = sync_new(k);
  RT_AS(Sync, s)->count = RT_AS(Sync, s)->limit = v;
  return s;
}

static Value t_semaphore(ARGS) { (void)self; return make_sem("Semaphore.__init__", S_SEM, argc, argv, kw); }
static Value t_bsemaphore(ARGS) { (void)self; return make_sem("BoundedSemaphore.__init__", S_BSEM, argc, argv, kw); }

static Value m_sem_acquire(ARGS) {
  Value a[2];
  py_parse_method_args("Semaphore.acquire", self, argc, argv, kw, 2, acquire_names, 0, a);
  bool blocking = rt_is_undef(a[0]) || rt_truthy(a[0]);
  if (!blocking && !rt_is_undef(a[1]) && !rt_is_none(a[1])) {
    rt_raise(RT_EXC_ValueError, "can't specify timeout for non-blocking acquire");
  }
  double timeout = py_timeout_arg(a[1], NULL);
  Sync *s = RT_AS(Sync, self);
  while (s->count == 0) {
    if (!blocking) return rt_bool(false);
    if (!py_green_wait_on(&s->waiters, "Semaphore.acquire", timeout)) return rt_bool(false);
  }
  s->count--;
  return rt_bool(true);
}

static Value m_sem_release(ARGS) {
  Value a[1];
  py_parse_method_args("Semaphore.release", self, argc, argv, kw, 1, notify_names, 0, a);
  int64_t n = rt_is_undef(a[0]) ? 1 : rt_to_index(a[0], "n");
  if (n < 1) rt_raise(RT_EXC_ValueError, "n must be one or more");
  Sync *s = RT_AS(Sync, self);
  if (s->kind == S_BSEM && s->count + n > s->limit) rt_raise(RT_EXC_ValueError, "Semaphore released too many times");
  s->count += n;
  for (int64_t k = 0; k < n && py_green_wake_one(&s->waiters); k++) {}
  return rt_none();
}

static Value m_sem_exit(ARGS) {
  (void)argc, (void)argv, (void)kw;
  return m_sem_release(self, 0, NULL, NULL);
}

/* ---- Event ---- */

static Value t_event(ARGS) {
  (void)self, (void)argv;
  rt_check_args("Event", argc, kw, 0, 0, RT_ARGS_NONE);
  return sync_new(S_EVENT);
}

static Value m_event_set(ARGS) {
  (void)argv;
  rt_check_args("set", argc, kw, 0, 0, RT_ARGS_NONE);
  RT_AS(Sync, self)->count = 1;
  py_green_wake_all(&RT_AS(Sync, self)->waiters);
  return rt_none();
}

static Value m_event_clear(ARGS) {
  (void)argv;
  rt_check_args("clear", argc, kw, 0, 0, RT_ARGS_NONE);
  RT_AS(Sync, self)->count = 0;
  return rt_none();
}

static Value m_event_is_set(ARGS) {
  (void)argv;
  rt_check_args("is_set", argc, kw, 0, 0, RT_ARGS_NONE);
  if (RT_AS(Sync, self)->count == 0) py_green_poll();
  return rt_bool(RT_AS(Sync, self)->count != 0);
}

static Value m_event_wait(ARGS) {
  Value a[1];
  py_parse_method_args("Event.wait", self, argc, argv, kw, 1, wait_names, 0, a);
  Sync *s = RT_AS(Sync, self);
  if (!s->count) py_green_wait_on(&s->waiters, "Event.wait", py_timeout_arg(a[0], NULL));
  return rt_bool(s->count != 0);
}

/* ---- Barrier ---- */

static _Noreturn void raise_broken(void) {
  Value m = rt_import("threading");
  int mark = rt_cleanup_push_value(&m);
  Value cls = rt_getattr(m, "BrokenBarrierError");
  rt_cleanup_push_value(&cls);
  Value e = rt_call(cls, 0, NULL, NULL);
  rt_cleanup_push_value(&e);
  rt_raise_exc(e);
  rt_cleanup_pop(mark, true);
}

static const char *const barrier_names[] = {"parties", "action", "timeout"};

static Value t_barrier(ARGS) {
  (void)self;
  Value a[3];
  py_parse_pyargs("Barrier.__init__", argc, argv, kw, 3, barrier_names, 1, a);
  int64_t n = rt_to_index(a[0], "parties");
  if (n < 1) rt_raise(RT_EXC_ValueError, "parties must be > 0");
  Value b = sync_new(S_BARRIER);
  Sync *s = RT_AS(Sync, b);
  s->limit = n;
  s->v = rt_is_undef(a[1]) ? rt_none() : (rt_incref(a[1]), a[1]);
  s->timeout = py_timeout_arg(a[2], NULL);
  return b;
}

static void barrier_break(Sync *s) {
  s->broken = true;
  py_green_wake_all(&s->waiters);
}

static void break_on_raise(void *p) { barrier_break(p); }

static Value m_barrier_wait(ARGS) {
  Value a[1];
  py_parse_method_args("Barrier.wait", self, argc, argv, kw, 1, wait_names, 0, a);
  Sync *s = RT_AS(Sync, self);
  if (s->broken) raise_broken();
  double timeout = rt_is_undef(a[0]) || rt_is_none(a[0]) ? s->timeout : py_timeout_arg(a[0], NULL);
  int64_t index = s->count++;
  if (s->count == s->limit) {
    if (!rt_is_none(s->v)) {
      Value act = s->v;
      rt_incref(act);
      int mark = rt_cleanup_push_value(&act);
      rt_cleanup_push(break_on_raise, s); /* an action that raises breaks the barrier */
      Value r = rt_call(act, 0, NULL, NULL);
      rt_decref(r);
      rt_cleanup_pop(mark + 1, false);
      rt_cleanup_pop(mark, true);
    }
    s->count = 0;
    s->gen++;
    py_green_wake_all(&s->waiters);
    return rt_int(index);
  }
  int64_t gen = s->gen;
  bool ok = py_green_wait_on(&s->waiters, "Barrier.wait", timeout);
  if (s->gen == gen) {
    if (!ok) barrier_break(s);
    if (s->count > 0) s->count--;
    raise_broken();
  }
  return rt_int(index);
}

static Value m_barrier_abort(ARGS) {
  (void)argv;
  rt_check_args("abort", argc, kw, 0, 0, RT_ARGS_NONE);
  barrier_break(RT_AS(Sync, self));
  return rt_none();
}

static Value m_barrier_reset(ARGS) {
  (void)argv;
  rt_check_args("reset", argc, kw, 0, 0, RT_ARGS_NONE);
  Sync *s = RT_AS(Sync, self);
  if (s->count > 0) barrier_break(s);
  s->broken = false;
  s->count = 0;
  return rt_none();
}

/* ---- attributes ---- */

static Value m_enter(ARGS) {
  (void)argv;
  rt_check_args("__enter__", argc, kw, 0, 0, RT_ARGS_NONE);
  Sync *s = RT_AS(Sync, self);
  if (s->kind == S_SEM || s->kind == S_BSEM) return m_sem_acquire(self, 0, NULL, NULL);
  return rt_bool(lock_acquire(s->kind == S_COND ? RT_AS(Sync, s->v) : s, true, -1));
}

typedef struct SyncMethod {
  unsigned kinds; /* bit per SyncKind */
  const char *name;
  NativeFn fn;
} SyncMethod;

#define LOCKS ((1u << S_LOCK) | (1u << S_RLOCK))
#define SEMS ((1u << S_SEM) | (1u << S_BSEM))
static const SyncMethod methods[] = {
    {LOCKS, "acquire", m_lock_acquire},      {LOCKS, "release", m_lock_release},
    {1u << S_LOCK, "locked", m_lock_locked}, {LOCKS | (1u << S_COND), "__exit__", m_exit_release},
    {LOCKS | (1u << S_COND) | SEMS, "__enter__", m_enter},
    {1u << S_LOCK, "acquire_lock", m_lock_acquire}, {1u << S_LOCK, "release_lock", m_lock_release},
    {1u << S_COND, "acquire", m_cond_acquire}, {1u << S_COND, "release", m_cond_release},
    {1u << S_COND, "wait", m_cond_wait},       {1u << S_COND, "wait_for", m_cond_wait_for},
    {1u << S_COND, "notify", m_cond_notify},   {1u << S_COND, "notify_all", m_cond_notify_all},
    {1u << S_COND, "notifyAll", m_cond_notify_all},
    {SEMS, "acquire", m_sem_acquire},          {SEMS, "release", m_sem_release},
    {SEMS, "__exit__", m_sem_exit},
    {1u << S_EVENT, "set", m_event_set},       {1u << S_EVENT, "clear", m_event_clear},
    {1u << S_EVENT, "is_set", m_event_is_set}, {1u << S_EVENT, "isSet", m_event_is_set},
    {1u << S_EVENT, "wait", m_event_wait},
    {1u << S_BARRIER, "wait", m_barrier_wait}, {1u << S_BARRIER, "abort", m_barrier_abort},
    {1u << S_BARRIER, "reset", m_barrier_reset},
};

static Value sync_getattr(Value self, const char *name) {
  Sync *s = RT_AS(Sync, self);
  for (size_t k = 0; k < sizeof methods / sizeof methods[0]; k++) {
    if ((methods[k].kinds & (1u << s->kind)) && strcmp(methods[k].name, name) == 0) {
      return rt_native_bind(name, methods[k].fn, self);
    }
  }
  if (s->kind == S_BARRIER) {
    if (strcmp(name, "parties") == 0) return rt_int(s->limit);
    if (strcmp(name, "n_waiting") == 0) return rt_int(s->count);
    if (strcmp(name, "broken") == 0) return rt_bool(s->broken);
  }
  return rt_undef();
}

/* ---- local: attributes per thread ---- */

typedef struct Local {
  Obj hdr;
  Value dicts; /* dict: thread ident -> that thread's attribute dict */
} Local;

static void local_free(Obj *o) {
  rt_decref(((Local *)o)->dicts);
  free(o);
}

static Value local_dict(Value self, bool make) {
  Value key = rt_int(py_green_ident(py_green_current()));
  Value d = rt_dict_get(RT_AS(Local, self)->dicts, key);
  if (rt_is_undef(d) && make) {
    d = rt_dict_new();
    rt_dict_set(RT_AS(Local, self)->dicts, key, d);
    rt_decref(d);
  }
  return d;
}

static Value local_getattr(Value self, const char *name) {
  if (strcmp(name, "__dict__") == 0) {
    Value d = local_dict(self, true);
    return (rt_incref(d), d);
  }
  Value d = local_dict(self, false);
  if (rt_is_undef(d)) return rt_undef();
  Value v = rt_dict_get_str(d, name);
  if (!rt_is_undef(v)) rt_incref(v);
  return v;
}

static bool local_setattr(Value self, const char *name, Value v) {
  rt_dict_set_str(local_dict(self, true), name, v);
  return true;
}

static void local_traverse(Obj *o, void (*visit)(Value, void *), void *arg) { visit(((Local *)o)->dicts, arg); }

static const ObjType local_type = {
    .name = "_thread._local",
    .free = local_free,
    .getattr = local_getattr,
    .setattr = local_setattr,
    .traverse = local_traverse,
};

static Value t_local(ARGS) {
  (void)self, (void)argv;
  if (argc || (kw && kw->n)) rt_raise(RT_EXC_TypeError, "Initialization arguments are not supported");
  Local *l = rt_malloc(sizeof *l);
  rt_obj_init(&l->hdr, &local_type);
  l->dicts = rt_dict_new();
  return rt_obj(l);
}

void py_threading_sync_init(Value m) {
  rt_module_add_fn(m, "Lock", t_lock);
  rt_module_add_fn(m, "allocate_lock", t_lock);
  rt_module_add_fn(m, "RLock", t_rlock);
  rt_module_add_fn(m, "Condition", t_condition);
  rt_module_add_fn(m, "Semaphore", t_semaphore);
  rt_module_add_fn(m, "BoundedSemaphore", t_bsemaphore);
  rt_module_add_fn(m, "Event", t_event);
  rt_module_add_fn(m, "Barrier", t_barrier);
  rt_module_add_fn(m, "local", t_local);
  Value base = rt_exc_class(RT_EXC_RuntimeError);
  rt_module_set(m, "BrokenBarrierError", py_make_class("BrokenBarrierError", "threading", base, NULL));
}
