/* logging_filter.c — logging's LogRecord objects and filters. A record keeps CPython's
 * LogRecord attributes in a dict (the formatters read it by key); as an object it shows them
 * as attributes, with getMessage(), so filter functions and assertLogs see what CPython's
 * would. Filter is a class course code subclasses (its filter(record) overridden); loggers and
 * handlers keep a list of filters, each a Filter-like object (its filter method is called) or
 * a plain function (called with the record), and a record passes when none answers false. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "logging_internal.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

typedef struct LogRecordObj {
  Obj hdr;
  Value dict; /* the attributes by name */
} LogRecordObj;

static const ObjType record_type;
typedef struct ModState {
  Value record_class; /* borrowed: the module holds it */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"logging.LogRecord", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

#define REC(v) RT_AS(LogRecordObj, v)

static void record_free(Obj *o) {
  rt_decref(((LogRecordObj *)o)->dict);
  free(o);
}

Value py_log_record_wrap(Value dict) {
  LogRecordObj *r = rt_malloc(sizeof *r);
  rt_obj_init(&r->hdr, &record_type);
  r->dict = dict;
  return rt_obj(r);
}

bool py_is_log_record(Value v) { return rt_is_type(v, &record_type); }

Value py_log_record_dict(Value rec) {
  if (!py_is_log_record(rec)) {
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'levelno'", rt_type_name(rec));
  }
  return REC(rec)->dict;
}

/* record.getMessage(): str(msg) % args when there are args. */
Value py_log_get_message(Value rec) {
  Value d = py_log_record_dict(rec);
  Value msg = rt_to_str(rt_dict_get_str(d, "msg"));
  Value args = rt_dict_get_str(d, "args");
  bool any = rt_is_tuple(args) ? RT_AS(Tuple, args)->n > 0 : rt_truthy(args);
  if (!any) return msg;
  int mark = rt_cleanup_push_value(&msg);
  Value r = rt_binop(RT_OP_MOD, msg, args);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value r_get_message(ARGS) {
  (void)argv;
  py_parse_method_args("LogRecord.getMessage", self, argc, argv, kw, 0, NULL, 0, NULL);
  return py_log_get_message(self);
}

static Value record_getattr(Value self, const char *name) {
  if (strcmp(name, "getMessage") == 0) return rt_native_bind(name, r_get_message, self);
  if (strcmp(name, "__dict__") == 0) return (rt_incref(REC(self)->dict), REC(self)->dict);
  Value v = rt_dict_get_str(REC(self)->dict, name);
  return rt_is_undef(v) ? v : (rt_incref(v), v);
}

static bool record_setattr(Value self, const char *name, Value v) {
  rt_dict_set_str(REC(self)->dict, name, v);
  return true;
}

/* <LogRecord: name, levelno, pathname, lineno, "msg"> */
static Value record_repr(Value self) {
  Value d = REC(self)->dict, parts[5] = {rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  static const char *const keys[] = {"name", "levelno", "pathname", "lineno", "msg"};
  int mark = rt_cleanup_push_value(&parts[0]);
  for (int k = 1; k < 5; k++) rt_cleanup_push_value(&parts[k]);
  for (int k = 0; k < 5; k++) {
    Value v = rt_dict_get_str(d, keys[k]);
    parts[k] = rt_to_str(rt_is_undef(v) ? rt_none() : v);
  }
  Value r = rt_str_printf("<LogRecord: %s, %s, %s, %s, \"%s\">", rt_str_data(parts[0]), rt_str_data(parts[1]),
                          rt_str_data(parts[2]), rt_str_data(parts[3]), rt_str_data(parts[4]));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value record_class_of(Value self) {
  ModState *st = mod_state();
  (void)self;
  return (rt_incref(st->record_class), st->record_class);
}

static const ObjType record_type = {
    .name = "LogRecord",
    .free = record_free,
    .repr = record_repr,
    .getattr = record_getattr,
    .setattr = record_setattr,
    .type_object = record_class_of,
};

static const char *const record_names[] = {"name", "level", "pathname", "lineno", "msg",
                                           "args", "exc_info", "func", "sinfo"};

/* LogRecord(name, level, pathname, lineno, msg, args, exc_info, func=None, sinfo=None) */
static Value c_log_record(ARGS) {
  Value a[9];
  py_parse_method_args("LogRecord.__init__", self, argc, argv, kw, 9, record_names, 7, a);
  if (a[1].tag != RT_INT) rt_raise(RT_EXC_TypeError, "Weft's LogRecord level must be an int");
  return py_log_record_make(a[0], a[1].as.i, a[2], a[3], a[4], a[5], a[6], rt_is_undef(a[7]) ? rt_none() : a[7]);
}

static bool is_record(Value v) { return py_is_log_record(v); }

/* ---- filters ---- */

/* Filter(name=''): records of that logger and its descendants pass ("a.b" lets "a.b" and
 * "a.b.c" through, not "a.bc"). */
static Value f_init(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  Value a[2];
  py_parse_pyargs("Filter.__init__", argc, argv, kw, 2, (const char *const[]){"self", "name"}, 1, a);
  Value name = rt_is_undef(a[1]) ? rt_str_from_c("") : (rt_incref(a[1]), a[1]);
  int mark = rt_cleanup_push_value(&name);
  rt_setattr(a[0], "name", name);
  rt_setattr(a[0], "nlen", rt_int(rt_len(name)));
  rt_cleanup_pop(mark, true);
  return rt_none();
}

static bool name_passes(Value fname, Value rname) {
  if (!rt_is_str(fname) || !rt_is_str(rname)) rt_raise(RT_EXC_TypeError, "Weft's Filter names must be str");
  const Str *f = RT_AS(Str, fname), *r = RT_AS(Str, rname);
  if (f->nbytes == 0 || (f->nbytes == r->nbytes && memcmp(f->data, r->data, f->nbytes) == 0)) return true;
  if (r->nbytes <= f->nbytes || memcmp(f->data, r->data, f->nbytes) != 0) return false;
  return r->data[f->nbytes] == '.';
}

static Value f_filter(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data;
  Value a[2];
  py_parse_pyargs("Filter.filter", argc, argv, kw, 2, (const char *const[]){"self", "record"}, 2, a);
  Value fname = rt_getattr(a[0], "name");
  int mark = rt_cleanup_push_value(&fname);
  Value rname = rt_getattr(a[1], "name");
  rt_cleanup_push_value(&rname);
  bool ok = name_passes(fname, rname);
  rt_cleanup_pop(mark, true);
  return rt_bool(ok);
}

/* Filterer.filter: false as soon as one filter answers false. */
bool py_log_filter(Value filters, Value rec) {
  List *l = RT_AS(List, filters);
  for (int64_t k = 0; k < l->n; k++) {
    Value f = l->items[k], fn = rt_undef(), r = rt_undef();
    int mark = rt_cleanup_push_value(&fn);
    rt_cleanup_push_value(&r);
    if (rt_try_getattr(f, "filter", &fn)) r = rt_call(fn, 1, &rec, NULL);
    else r = rt_call(f, 1, &rec, NULL);
    bool pass = rt_truthy(r);
    rt_cleanup_pop(mark, true);
    if (!pass) return false;
  }
  return true;
}

void py_log_add_filter(Value filters, Value f) {
  if (!rt_contains(filters, f)) rt_list_append(filters, f);
}

void py_log_remove_filter(Value filters, Value f) {
  List *l = RT_AS(List, filters);
  for (int64_t k = 0; k < l->n; k++) {
    if (!rt_is(l->items[k], f)) continue;
    Value old = l->items[k];
    memmove(l->items + k, l->items + k + 1, sizeof(Value) * (size_t)(l->n - k - 1));
    l->n--;
    rt_decref(old);
    return;
  }
}

static Value filter_class_new(void) {
  Value bases = rt_tuple_new(0);
  Value cls = rt_class_new("Filter", bases);
  rt_decref(bases);
  ClassObj *c = RT_AS(ClassObj, cls);
  rt_class_set(c, "__init__", rt_native_method_new("__init__", "Filter.__init__", f_init, rt_none()));
  rt_class_set(c, "filter", rt_native_method_new("filter", "Filter.filter", f_filter, rt_none()));
  Value mod = rt_str_from_c("logging");
  rt_class_set(c, "__module__", mod);
  rt_class_finish(cls, rt_none());
  return cls;
}

void py_log_filters_init(Value m) {
  ModState *st = mod_state();
  st->record_class = rt_native_class("LogRecord", c_log_record, is_record, "<class 'logging.LogRecord'>");
  rt_module_set(m, "LogRecord", st->record_class);
  rt_module_set(m, "Filter", filter_class_new());
}
