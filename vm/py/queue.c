/* queue.c — the queue module on the green threads (green.h): Queue (first in first out),
 * LifoQueue, PriorityQueue (heapq's order, as CPython's), SimpleQueue, and the exceptions
 * queue.Empty and queue.Full. A get on an empty queue or a put on a full one blocks the
 * running thread (other threads run meanwhile), or raises Empty/Full with block=False or
 * when the timeout passes; join() waits until task_done() was called once per item put. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "py.h"
#include "threads.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef enum { Q_FIFO, Q_LIFO, Q_PRIO, Q_SIMPLE } QKind;
static const char *const q_names[] = {"Queue", "LifoQueue", "PriorityQueue", "SimpleQueue"};

typedef struct Queue {
  Obj hdr;
  QKind kind;
  Value items; /* a list: the head first (a heap for PriorityQueue) */
  int64_t maxsize, unfinished;
  GWaitList getters, putters, joiners;
} Queue;

static void q_free(Obj *o) {
  Queue *q = (Queue *)o;
  rt_decref(q->items);
  py_green_waitlist_free(&q->getters);
  py_green_waitlist_free(&q->putters);
  py_green_waitlist_free(&q->joiners);
  free(q);
}

static void q_traverse(Obj *o, void (*visit)(Value, void *), void *arg) { visit(((Queue *)o)->items, arg); }

static Value q_repr(Value self) {
  Queue *q = RT_AS(Queue, self);
  return rt_str_printf("<%s.%s object at %p>", q->kind == Q_SIMPLE ? "_queue" : "queue", q_names[q->kind],
                       (void *)self.as.o);
}

static Value q_getattr(Value self, const char *name);
static const char *q_type_name(Value self) { return q_names[RT_AS(Queue, self)->kind]; }

static const ObjType queue_type = {
    .name = "queue.Queue",
    .type_name = q_type_name,
    .free = q_free,
    .repr = q_repr,
    .getattr = q_getattr,
    .traverse = q_traverse,
};

static int64_t q_len(Queue *q) { return RT_AS(List, q->items)->n; }
static bool q_full(Queue *q) { return q->maxsize > 0 && q_len(q) >= q->maxsize; }

static _Noreturn void raise_named(const char *cls_name) {
  Value m = rt_import("queue");
  int mark = rt_cleanup_push_value(&m);
  Value cls = rt_getattr(m, cls_name);
  rt_cleanup_push_value(&cls);
  Value e = rt_call(cls, 0, NULL, NULL);
  rt_cleanup_push_value(&e);
  rt_raise_exc(e);
  rt_cleanup_pop(mark, true);
}

static Value heap_call(const char *fn, int argc, const Value *argv) {
  Value m = rt_import("heapq");
  int mark = rt_cleanup_push_value(&m);
  Value f = rt_getattr(m, fn);
  rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static void q_push(Queue *q, Value item) {
  if (q->kind == Q_PRIO) {
    Value a[2] = {q->items, item};
    rt_decref(heap_call("heappush", 2, a));
  } else {
    rt_list_append(q->items, item);
  }
}

static Value q_pop(Queue *q) {
  if (q->kind == Q_PRIO) return heap_call("heappop", 1, &q->items);
  List *l = RT_AS(List, q->items);
  if (q->kind == Q_LIFO) return l->items[--l->n];
  Value v = l->items[0];
  memmove(l->items, l->items + 1, (size_t)(l->n - 1) * sizeof *l->items);
  l->n--;
  return v;
}

static const char *const put_names[] = {"item", "block", "timeout"};
static const char *const get_names[] = {"block", "timeout"};

static void q_put(Queue *q, Value item, bool block, double timeout) {
  while (q_full(q)) {
    if (!block) raise_named("Full");
    if (!py_green_wait_on(&q->putters, "Queue.put", timeout)) raise_named("Full");
  }
  q_push(q, item);
  q->unfinished++;
  py_green_wake_one(&q->getters);
}

static Value q_get(Queue *q, bool block, double timeout) {
  while (q_len(q) == 0) {
    if (!block) raise_named("Empty");
    if (!py_green_wait_on(&q->getters, "Queue.get", timeout)) raise_named("Empty");
  }
  Value v = q_pop(q);
  py_green_wake_one(&q->putters);
  return v;
}

static double block_timeout(Value block, Value timeout, bool *blocking) {
  *blocking = rt_is_undef(block) || rt_truthy(block);
  if (!*blocking) return -1;
  return py_timeout_arg(timeout, "'timeout' must be a non-negative number");
}

static Value m_put(ARGS) {
  Value a[3];
  Queue *q = RT_AS(Queue, self);
  py_parse_method_args(q->kind == Q_SIMPLE ? "put" : "Queue.put", self, argc, argv, kw, 3, put_names, 1, a);
  bool blocking;
  double t = block_timeout(a[1], a[2], &blocking);
  q_put(q, a[0], blocking, t);
  return rt_none();
}

static Value m_put_nowait(ARGS) {
  Value a[1];
  py_parse_method_args("Queue.put_nowait", self, argc, argv, kw, 1, put_names, 1, a);
  q_put(RT_AS(Queue, self), a[0], false, -1);
  return rt_none();
}

static Value m_get(ARGS) {
  Value a[2];
  Queue *q = RT_AS(Queue, self);
  py_parse_method_args(q->kind == Q_SIMPLE ? "get" : "Queue.get", self, argc, argv, kw, 2, get_names, 0, a);
  bool blocking;
  double t = block_timeout(a[0], a[1], &blocking);
  return q_get(q, blocking, t);
}

static Value m_get_nowait(ARGS) {
  (void)argv;
  rt_check_args("get_nowait", argc, kw, 0, 0, RT_ARGS_NONE);
  return q_get(RT_AS(Queue, self), false, -1);
}

static Value m_qsize(ARGS) {
  (void)argv;
  rt_check_args("qsize", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_int(q_len(RT_AS(Queue, self)));
}

static Value m_empty(ARGS) {
  (void)argv;
  rt_check_args("empty", argc, kw, 0, 0, RT_ARGS_NONE);
  if (q_len(RT_AS(Queue, self)) == 0) py_green_poll();
  return rt_bool(q_len(RT_AS(Queue, self)) == 0);
}

static Value m_full(ARGS) {
  (void)argv;
  rt_check_args("full", argc, kw, 0, 0, RT_ARGS_NONE);
  return rt_bool(q_full(RT_AS(Queue, self)));
}

static Value m_task_done(ARGS) {
  (void)argv;
  rt_check_args("task_done", argc, kw, 0, 0, RT_ARGS_NONE);
  Queue *q = RT_AS(Queue, self);
  if (q->unfinished <= 0) rt_raise(RT_EXC_ValueError, "task_done() called too many times");
  if (--q->unfinished == 0) py_green_wake_all(&q->joiners);
  return rt_none();
}

static Value m_join(ARGS) {
  (void)argv;
  rt_check_args("join", argc, kw, 0, 0, RT_ARGS_NONE);
  Queue *q = RT_AS(Queue, self);
  while (q->unfinished > 0) py_green_wait_on(&q->joiners, "Queue.join", -1);
  return rt_none();
}

typedef struct QMethod {
  bool simple; /* SimpleQueue has it too */
  const char *name;
  NativeFn fn;
} QMethod;

static const QMethod q_methods[] = {
    {true, "put", m_put},       {true, "put_nowait", m_put_nowait}, {true, "get", m_get},
    {true, "get_nowait", m_get_nowait}, {true, "qsize", m_qsize},    {true, "empty", m_empty},
    {false, "full", m_full},    {false, "task_done", m_task_done},   {false, "join", m_join},
};

static Value q_getattr(Value self, const char *name) {
  Queue *q = RT_AS(Queue, self);
  for (size_t k = 0; k < sizeof q_methods / sizeof q_methods[0]; k++) {
    if ((q_methods[k].simple || q->kind != Q_SIMPLE) && strcmp(q_methods[k].name, name) == 0) {
      return rt_native_bind(name, q_methods[k].fn, self);
    }
  }
  if (q->kind != Q_SIMPLE) {
    if (strcmp(name, "maxsize") == 0) return rt_int(q->maxsize);
    if (strcmp(name, "unfinished_tasks") == 0) return rt_int(q->unfinished);
    if (strcmp(name, "queue") == 0) return (rt_incref(q->items), q->items);
  }
  return rt_undef();
}

Value py_queue_new(int kind, int64_t maxsize) {
  Queue *q = rt_malloc(sizeof *q);
  memset((char *)q + sizeof(Obj), 0, sizeof *q - sizeof(Obj));
  rt_obj_init(&q->hdr, &queue_type);
  q->kind = (QKind)kind;
  q->items = rt_list_new(0);
  q->maxsize = maxsize;
  return rt_obj(q);
}

static const char *const maxsize_names[] = {"maxsize"};

static Value make(QKind k, int argc, const Value *argv, const Kwargs *kw) {
  Value a[1];
  py_parse_pyargs("Queue.__init__", argc, argv, kw, 1, maxsize_names, 0, a);
  return py_queue_new(k, rt_is_undef(a[0]) ? 0 : rt_to_index(a[0], "maxsize"));
}

static Value c_queue(ARGS) { (void)self; return make(Q_FIFO, argc, argv, kw); }
static Value c_lifo(ARGS) { (void)self; return make(Q_LIFO, argc, argv, kw); }
static Value c_prio(ARGS) { (void)self; return make(Q_PRIO, argc, argv, kw); }

static Value c_simple(ARGS) {
  (void)self, (void)argv;
  rt_check_args("SimpleQueue", argc, kw, 0, 0, RT_ARGS_NONE);
  return py_queue_new(Q_SIMPLE, 0);
}

void rt_queue_module_init(Value m) {
  rt_module_add_fn(m, "Queue", c_queue);
  rt_module_add_fn(m, "LifoQueue", c_lifo);
  rt_module_add_fn(m, "PriorityQueue", c_prio);
  rt_module_add_fn(m, "SimpleQueue", c_simple);
  Value base = rt_exc_class(RT_EXC_Exception);
  rt_module_set(m, "Empty", py_make_class("Empty", "_queue", base, NULL));
  rt_module_set(m, "Full", py_make_class("Full", "queue", base, NULL));
}
