/* logging.c — the logging module's loggers and functions: getLogger with the dotted
 * hierarchy (a logger's parent is its nearest existing ancestor, the root at the top),
 * levels and their names, propagation of records to the ancestors' handlers, the last-resort
 * handler when no logger on the way has one, basicConfig, disable, and the module-level
 * debug/info/... that configure the root logger on first use as CPython's do. Handlers,
 * formatters and records are logging_handler.c's. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "logging_internal.h"
#include "py.h"

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw

enum { NOTSET = 0, DEBUG = 10, INFO = 20, WARNING = 30, ERROR = 40, CRITICAL = 50 };

typedef struct Logger {
  Obj hdr;
  Value name;     /* a str; "root" for the root logger */
  int64_t level;  /* NOTSET: the parent's effective level */
  bool propagate, disabled, root;
  Value handlers; /* a list */
  Value filters;  /* a list */
} Logger;

static const ObjType logger_type;
/* The module's state (borrowed: the module holds them): the loggers by name, the level names
 * both ways, the root logger, the last-resort handler. */
typedef struct ModState {
  Value loggers, level_to_name, name_to_level, root_logger, last_resort;
  Value logger_class, root_logger_class;
  int64_t disable_level; /* logging.disable(level): records at or below it are dropped */
} ModState;

/* per VM (runtime.h): a second VM importing the module makes its own, and this one's stay */
static RtStateKey mod_key = {"logging", sizeof(ModState), NULL, NULL, 0};
static ModState *mod_state(void) { return rt_runtime_state(&mod_key); }

#define LG(v) RT_AS(Logger, v)

static void logger_free(Obj *o) {
  Logger *l = (Logger *)o;
  rt_decref(l->name);
  rt_decref(l->handlers);
  rt_decref(l->filters);
  free(o);
}

static Value logger_new(Value name, int64_t level, bool root) {
  Logger *l = rt_malloc(sizeof *l);
  rt_obj_init(&l->hdr, &logger_type);
  l->name = (rt_incref(name), name);
  l->level = level;
  l->propagate = true;
  l->disabled = false;
  l->root = root;
  l->handlers = rt_list_new(0);
  l->filters = rt_list_new(0);
  return rt_obj(l);
}

/* ---- levels ---- */

Value py_log_level_name(int64_t level) {
  Value n = rt_dict_get(mod_state()->level_to_name, rt_int(level));
  if (!rt_is_undef(n)) return (rt_incref(n), n);
  return rt_str_printf("Level %lld", (long long)level);
}

int64_t py_log_check_level(Value v) {
  if (v.tag == RT_INT) return v.as.i;
  if (rt_is_str(v)) {
    Value n = rt_dict_get(mod_state()->name_to_level, v);
    if (rt_is_undef(n)) {
      Value r = rt_repr(v);
      rt_cleanup_push_value(&r);
      rt_raise(RT_EXC_ValueError, "Unknown level: %s", rt_str_data(r));
    }
    return n.as.i;
  }
  Value r = rt_repr(v);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_TypeError, "Level not an integer or a valid string: %s", rt_str_data(r));
}

static void add_level_name(int64_t level, const char *name) {
  ModState *st = mod_state();
  Value n = rt_str_from_c(name);
  int mark = rt_cleanup_push_value(&n);
  rt_dict_set(st->level_to_name, rt_int(level), n);
  rt_dict_set(st->name_to_level, n, rt_int(level));
  rt_cleanup_pop(mark, true);
}

/* ---- the hierarchy ---- */

/* The nearest existing ancestor: "a.b.c" looks for "a.b", then "a", then takes the root. */
static Value parent_of(Value logger) {
  ModState *st = mod_state();
  if (LG(logger)->root) return rt_none();
  const char *name = rt_str_data(LG(logger)->name);
  for (const char *dot = strrchr(name, '.'); dot; ) {
    Value prefix = rt_str_new(name, (size_t)(dot - name));
    Value found = rt_dict_get(st->loggers, prefix);
    rt_decref(prefix);
    if (!rt_is_undef(found)) return found;
    const char *p = dot;
    dot = NULL;
    for (const char *q = name; q < p; q++)
      if (*q == '.') dot = q;
  }
  return st->root_logger;
}

static int64_t effective_level(Value logger) {
  for (Value l = logger; !rt_is_none(l); l = parent_of(l)) {
    if (LG(l)->level != NOTSET) return LG(l)->level;
  }
  return NOTSET;
}

static bool enabled_for(Value logger, int64_t level) {
  if (LG(logger)->disabled || mod_state()->disable_level >= level) return false;
  return level >= effective_level(logger);
}

/* getLogger(name): the one logger of that name, made on first use. */
static Value get_logger(Value name) {
  ModState *st = mod_state();
  if (rt_is_undef(name) || rt_is_none(name)) return (rt_incref(st->root_logger), st->root_logger);
  if (!rt_is_str(name)) rt_raise(RT_EXC_TypeError, "A logger name must be a string");
  if (RT_AS(Str, name)->nbytes == 0 || strcmp(rt_str_data(name), "root") == 0) {
    return (rt_incref(st->root_logger), st->root_logger);
  }
  Value found = rt_dict_get(st->loggers, name);
  if (!rt_is_undef(found)) return (rt_incref(found), found);
  Value l = logger_new(name, NOTSET, false);
  int mark = rt_cleanup_push_value(&l);
  rt_dict_set(st->loggers, name, l);
  rt_cleanup_pop(mark, false);
  return l;
}

/* callHandlers: every handler from the logger up while propagation lasts; with none found,
 * the last resort (records of level WARNING and above, to sys.stderr). */
static void call_handlers(Value logger, Value rec, int64_t level) {
  int found = 0;
  for (Value l = logger; !rt_is_none(l); l = parent_of(l)) {
    List *hs = RT_AS(List, LG(l)->handlers);
    for (int64_t k = 0; k < hs->n; k++) {
      found++;
      Value h = hs->items[k];
      if (py_is_log_handler(h)) py_log_handler_handle(h, rec);
      else rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'level'", rt_type_name(h));
    }
    if (!LG(l)->propagate) break;
  }
  if (found == 0 && level >= WARNING) py_log_handler_handle(mod_state()->last_resort, rec);
}

typedef struct LogCall {
  Value exc_info, extra;
  int64_t stacklevel;
} LogCall;

/* The keyword arguments of a logging call: exc_info, stack_info, stacklevel, extra. */
static LogCall log_keywords(const char *fname, const Kwargs *kw) {
  LogCall c = {rt_none(), rt_none(), 1};
  for (int k = 0; kw && k < kw->n; k++) {
    const char *n = kw->names[k];
    if (strcmp(n, "exc_info") == 0) c.exc_info = kw->values[k];
    else if (strcmp(n, "extra") == 0) c.extra = kw->values[k];
    else if (strcmp(n, "stacklevel") == 0) c.stacklevel = rt_to_index(kw->values[k], "stacklevel");
    else if (strcmp(n, "stack_info") != 0) {
      rt_raise(RT_EXC_TypeError, "%s() got an unexpected keyword argument '%s'", fname, n);
    }
  }
  return c;
}

static void log_at(Value logger, int64_t level, Value msg, int nargs, const Value *args, LogCall c) {
  if (!enabled_for(logger, level)) return;
  Value t = rt_tuple_from(nargs, args);
  int mark = rt_cleanup_push_value(&t);
  Value rec = py_log_record(LG(logger)->name, level, msg, t, c.exc_info, c.extra, c.stacklevel);
  rt_cleanup_push_value(&rec);
  if (py_log_filter(LG(logger)->filters, rec)) call_handlers(logger, rec, level);
  rt_cleanup_pop(mark, true);
}

/* ---- Logger methods ---- */

/* logger.debug(msg, *args, **kw) and its siblings at a fixed level. */
static Value level_method(Value self, const char *fname, int64_t level, bool exc, int argc, const Value *argv,
                          const Kwargs *kw) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "%s() missing 1 required positional argument: 'msg'", fname);
  if (!enabled_for(self, level)) return rt_none(); /* its keywords are not even looked at */
  LogCall c = log_keywords("Logger._log", kw);
  if (exc && (!kw || rt_is_none(c.exc_info))) {
    bool given = false;
    for (int k = 0; kw && k < kw->n; k++) given = given || strcmp(kw->names[k], "exc_info") == 0;
    if (!given) c.exc_info = rt_bool(true);
  }
  log_at(self, level, argv[0], argc - 1, argv + 1, c);
  return rt_none();
}

#define LEVEL_METHOD(fn, qual, level, exc) \
  static Value fn(ARGS) { return level_method(self, qual, level, exc, argc, argv, kw); }
LEVEL_METHOD(l_debug, "Logger.debug", DEBUG, false)
LEVEL_METHOD(l_info, "Logger.info", INFO, false)
LEVEL_METHOD(l_warning, "Logger.warning", WARNING, false)
LEVEL_METHOD(l_error, "Logger.error", ERROR, false)
LEVEL_METHOD(l_critical, "Logger.critical", CRITICAL, false)
LEVEL_METHOD(l_exception, "Logger.exception", ERROR, true)

static Value l_log(ARGS) {
  if (argc < 2) {
    rt_raise(RT_EXC_TypeError, "Logger.log() missing %d required positional argument%s: %s", 2 - argc,
             argc == 1 ? "" : "s", argc == 1 ? "'msg'" : "'level' and 'msg'");
  }
  if (argv[0].tag != RT_INT) rt_raise(RT_EXC_TypeError, "level must be an integer");
  if (!enabled_for(self, argv[0].as.i)) return rt_none();
  log_at(self, argv[0].as.i, argv[1], argc - 2, argv + 2, log_keywords("Logger._log", kw));
  return rt_none();
}

static Value l_set_level(ARGS) {
  Value a[1];
  py_parse_method_args("Logger.setLevel", self, argc, argv, kw, 1, (const char *const[]){"level"}, 1, a);
  LG(self)->level = py_log_check_level(a[0]);
  return rt_none();
}

static Value l_get_effective_level(ARGS) {
  (void)argv;
  py_parse_method_args("Logger.getEffectiveLevel", self, argc, argv, kw, 0, NULL, 0, NULL);
  return rt_int(effective_level(self));
}

static Value l_is_enabled_for(ARGS) {
  Value a[1];
  py_parse_method_args("Logger.isEnabledFor", self, argc, argv, kw, 1, (const char *const[]){"level"}, 1, a);
  if (a[0].tag != RT_INT && a[0].tag != RT_BOOL) {
    rt_raise(RT_EXC_TypeError, "'>=' not supported between instances of 'int' and '%s'", rt_type_name(a[0]));
  }
  return rt_bool(enabled_for(self, rt_to_index(a[0], "level")));
}

static Value l_add_handler(ARGS) {
  Value a[1];
  py_parse_method_args("Logger.addHandler", self, argc, argv, kw, 1, (const char *const[]){"hdlr"}, 1, a);
  if (!rt_contains(LG(self)->handlers, a[0])) rt_list_append(LG(self)->handlers, a[0]);
  return rt_none();
}

static Value l_remove_handler(ARGS) {
  Value a[1];
  py_parse_method_args("Logger.removeHandler", self, argc, argv, kw, 1, (const char *const[]){"hdlr"}, 1, a);
  List *l = RT_AS(List, LG(self)->handlers);
  for (int64_t k = 0; k < l->n; k++) {
    if (l->items[k].as.o != a[0].as.o || !rt_is_obj(a[0])) continue;
    Value h = l->items[k];
    memmove(l->items + k, l->items + k + 1, sizeof(Value) * (size_t)(l->n - k - 1));
    l->n--;
    rt_decref(h);
    break;
  }
  return rt_none();
}

static Value l_has_handlers(ARGS) {
  (void)argv;
  py_parse_method_args("Logger.hasHandlers", self, argc, argv, kw, 0, NULL, 0, NULL);
  for (Value l = self; !rt_is_none(l); l = parent_of(l)) {
    if (RT_AS(List, LG(l)->handlers)->n > 0) return rt_bool(true);
    if (!LG(l)->propagate) break;
  }
  return rt_bool(false);
}

static Value l_get_child(ARGS) {
  Value a[1];
  py_parse_method_args("Logger.getChild", self, argc, argv, kw, 1, (const char *const[]){"suffix"}, 1, a);
  if (!rt_is_str(a[0]) && !LG(self)->root) {
    rt_raise(RT_EXC_TypeError, "sequence item 1: expected str instance, %s found", rt_type_name(a[0]));
  }
  Value name = LG(self)->root ? (rt_incref(a[0]), a[0])
                              : rt_str_printf("%s.%s", rt_str_data(LG(self)->name), rt_str_data(a[0]));
  int mark = rt_cleanup_push_value(&name);
  Value l = get_logger(name);
  rt_cleanup_pop(mark, true);
  return l;
}

static Value l_add_filter(ARGS) {
  Value a[1];
  py_parse_method_args("Filterer.addFilter", self, argc, argv, kw, 1, (const char *const[]){"filter"}, 1, a);
  py_log_add_filter(LG(self)->filters, a[0]);
  return rt_none();
}

static Value l_remove_filter(ARGS) {
  Value a[1];
  py_parse_method_args("Filterer.removeFilter", self, argc, argv, kw, 1, (const char *const[]){"filter"}, 1, a);
  py_log_remove_filter(LG(self)->filters, a[0]);
  return rt_none();
}

static Value l_filter(ARGS) {
  Value a[1];
  py_parse_method_args("Filterer.filter", self, argc, argv, kw, 1, (const char *const[]){"record"}, 1, a);
  return rt_bool(py_log_filter(LG(self)->filters, a[0]));
}

static const struct {
  const char *name;
  NativeFn fn;
} logger_methods[] = {
    {"debug", l_debug},
    {"info", l_info},
    {"warning", l_warning},
    {"warn", l_warning},
    {"error", l_error},
    {"critical", l_critical},
    {"fatal", l_critical},
    {"exception", l_exception},
    {"log", l_log},
    {"setLevel", l_set_level},
    {"getEffectiveLevel", l_get_effective_level},
    {"isEnabledFor", l_is_enabled_for},
    {"addHandler", l_add_handler},
    {"removeHandler", l_remove_handler},
    {"hasHandlers", l_has_handlers},
    {"getChild", l_get_child},
    {"addFilter", l_add_filter},
    {"removeFilter", l_remove_filter},
    {"filter", l_filter},
};

static Value logger_getattr(Value self, const char *name) {
  Logger *l = LG(self);
  for (size_t k = 0; k < sizeof logger_methods / sizeof logger_methods[0]; k++) {
    if (strcmp(logger_methods[k].name, name) == 0) return rt_native_bind(name, logger_methods[k].fn, self);
  }
  if (strcmp(name, "name") == 0) return (rt_incref(l->name), l->name);
  if (strcmp(name, "level") == 0) return rt_int(l->level);
  if (strcmp(name, "propagate") == 0) return rt_bool(l->propagate);
  if (strcmp(name, "disabled") == 0) return rt_bool(l->disabled);
  if (strcmp(name, "handlers") == 0) return (rt_incref(l->handlers), l->handlers);
  if (strcmp(name, "filters") == 0) return (rt_incref(l->filters), l->filters);
  if (strcmp(name, "parent") == 0) {
    Value p = parent_of(self);
    return (rt_incref(p), p);
  }
  return rt_undef();
}

static bool logger_setattr(Value self, const char *name, Value v) {
  Logger *l = LG(self);
  if (strcmp(name, "propagate") == 0) l->propagate = rt_truthy(v);
  else if (strcmp(name, "disabled") == 0) l->disabled = rt_truthy(v);
  else if (strcmp(name, "level") == 0) l->level = py_log_check_level(v);
  else if (strcmp(name, "handlers") == 0) {
    if (!rt_is_list(v)) rt_raise(RT_EXC_TypeError, "Weft's Logger.handlers must be a list, not %s", rt_type_name(v));
    Value old = l->handlers;
    l->handlers = (rt_incref(v), v);
    rt_decref(old);
  } else return false;
  return true;
}

static Value logger_repr(Value self) {
  Value level = py_log_level_name(effective_level(self));
  int mark = rt_cleanup_push_value(&level);
  Value r = rt_str_printf("<%s %s (%s)>", LG(self)->root ? "RootLogger" : "Logger", rt_str_data(LG(self)->name),
                          rt_str_data(level));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value logger_class_of(Value self) {
  ModState *st = mod_state();
  Value c = LG(self)->root ? st->root_logger_class : st->logger_class;
  return (rt_incref(c), c);
}

static const ObjType logger_type = {
    .name = "Logger",
    .free = logger_free,
    .repr = logger_repr,
    .getattr = logger_getattr,
    .setattr = logger_setattr,
    .type_object = logger_class_of,
};

/* ---- module functions ---- */

static Value m_get_logger(ARGS) {
  (void)self;
  Value a[1];
  py_parse_pyargs("getLogger", argc, argv, kw, 1, (const char *const[]){"name"}, 0, a);
  return get_logger(a[0]);
}

static Value m_get_level_name(ARGS) {
  ModState *st = mod_state();
  (void)self;
  Value a[1];
  py_parse_pyargs("getLevelName", argc, argv, kw, 1, (const char *const[]){"level"}, 1, a);
  Value r = rt_dict_get(st->level_to_name, a[0]);
  if (rt_is_undef(r)) r = rt_dict_get(st->name_to_level, a[0]);
  if (!rt_is_undef(r)) return (rt_incref(r), r);
  Value s = rt_to_str(a[0]);
  int mark = rt_cleanup_push_value(&s);
  Value out = rt_str_printf("Level %s", rt_str_data(s));
  rt_cleanup_pop(mark, true);
  return out;
}

static Value m_add_level_name(ARGS) {
  ModState *st = mod_state();
  (void)self;
  Value a[2];
  py_parse_pyargs("addLevelName", argc, argv, kw, 2, (const char *const[]){"level", "levelName"}, 2, a);
  rt_dict_set(st->level_to_name, a[0], a[1]);
  rt_dict_set(st->name_to_level, a[1], a[0]);
  return rt_none();
}

static Value m_disable(ARGS) {
  (void)self;
  Value a[1];
  py_parse_pyargs("disable", argc, argv, kw, 1, (const char *const[]){"level"}, 0, a);
  mod_state()->disable_level = rt_is_undef(a[0]) ? CRITICAL : py_log_check_level(a[0]);
  return rt_none();
}

static void value_error_keys(const Kwargs *kw, const bool *used) {
  char buf[512] = "";
  size_t n = 0;
  for (int k = 0; k < kw->n; k++) {
    if (used[k]) continue;
    n += (size_t)snprintf(buf + n, n < sizeof buf ? sizeof buf - n : 0, "%s%s", n ? ", " : "", kw->names[k]);
    if (n >= sizeof buf) n = sizeof buf - 1;
  }
  if (n) rt_raise(RT_EXC_ValueError, "Unrecognised argument(s): %s", buf);
}

/* basicConfig's keyword arguments by name (RT_UNDEF: not given); marks the ones read. */
static Value kwarg(const Kwargs *kw, bool *used, const char *name) {
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], name) == 0) {
      used[k] = true;
      return kw->values[k];
    }
  }
  return rt_undef();
}

static Value basic_handler(const Kwargs *kw, bool *used) {
  Value stream = kwarg(kw, used, "stream"), filename = kwarg(kw, used, "filename");
  Value mode = kwarg(kw, used, "filemode"), encoding = kwarg(kw, used, "encoding");
  if (!rt_is_undef(stream) && !rt_is_undef(filename)) {
    rt_raise(RT_EXC_ValueError, "'stream' and 'filename' should not be specified together");
  }
  if (!rt_is_undef(filename) && rt_truthy(filename)) return py_log_file_handler(filename, mode, encoding, false);
  return py_log_stream_handler(LOG_STREAM, rt_is_undef(stream) ? rt_none() : stream, 0);
}

static void basic_config(const Kwargs *kw) {
  bool used[64] = {false};
  if (kw && kw->n > 64) rt_raise(RT_EXC_TypeError, "basicConfig: too many arguments");
  Value force = kwarg(kw, used, "force");
  kwarg(kw, used, "encoding");
  kwarg(kw, used, "errors");
  List *roots = RT_AS(List, LG(mod_state()->root_logger)->handlers);
  if (!rt_is_undef(force) && rt_truthy(force)) {
    while (roots->n > 0) {
      Value h = roots->items[--roots->n];
      int mark = rt_cleanup_push_value(&h);
      if (py_is_log_handler(h)) py_log_handler_close(h);
      rt_cleanup_pop(mark, true);
    }
  }
  if (roots->n > 0) return;
  Value handlers = kwarg(kw, used, "handlers");
  if (!rt_is_undef(handlers) && !rt_is_none(handlers)) {
    if (!rt_is_undef(kwarg(kw, used, "stream")) || !rt_is_undef(kwarg(kw, used, "filename"))) {
      rt_raise(RT_EXC_ValueError, "'stream' or 'filename' should not be specified together with 'handlers'");
    }
    Value given = handlers;
    handlers = rt_list_new(0);
    int inner = rt_cleanup_push_value(&handlers);
    rt_decref(rt_list_inplace_add(handlers, given));
    rt_cleanup_pop(inner, false);
  } else {
    Value h = basic_handler(kw, used);
    handlers = rt_list_from(1, &h);
    rt_decref(h);
  }
  int mark = rt_cleanup_push_value(&handlers);
  Value style = kwarg(kw, used, "style"), fs = kwarg(kw, used, "format");
  Value dflt = rt_undef();
  rt_cleanup_push_value(&dflt);
  if (rt_is_undef(fs)) { /* the style's BASIC_FORMAT */
    char st = rt_is_str(style) ? rt_str_data(style)[0] : '%';
    dflt = rt_str_from_c(st == '{'   ? "{levelname}:{name}:{message}"
                         : st == '$' ? "${levelname}:${name}:${message}"
                                     : "%(levelname)s:%(name)s:%(message)s");
  }
  Value fmt = py_log_formatter_new(rt_is_undef(fs) ? dflt : fs, kwarg(kw, used, "datefmt"), style);
  rt_cleanup_push_value(&fmt);
  List *hl = RT_AS(List, handlers);
  for (int64_t k = 0; k < hl->n; k++) {
    if (py_is_log_handler(hl->items[k]) && !py_log_handler_has_formatter(hl->items[k])) {
      py_log_handler_set_formatter(hl->items[k], fmt);
    }
    rt_list_append(LG(mod_state()->root_logger)->handlers, hl->items[k]);
  }
  Value level = kwarg(kw, used, "level");
  if (!rt_is_undef(level) && !rt_is_none(level)) LG(mod_state()->root_logger)->level = py_log_check_level(level);
  rt_cleanup_pop(mark, true);
  if (kw) value_error_keys(kw, used);
}

static Value m_basic_config(ARGS) {
  (void)self, (void)argv;
  if (argc > 0) {
    rt_raise(RT_EXC_TypeError, "basicConfig() takes 0 positional arguments but %d %s given", argc, argc == 1 ? "was" : "were");
  }
  basic_config(kw);
  return rt_none();
}

/* logging.info(...) and the rest: the root logger, configured by basicConfig() first when it
 * has no handler. */
static Value module_level(const char *fname, int64_t level, bool exc, int argc, const Value *argv, const Kwargs *kw) {
  ModState *st = mod_state();
  if (RT_AS(List, LG(st->root_logger)->handlers)->n == 0) basic_config(NULL);
  return level_method(st->root_logger, fname, level, exc, argc, argv, kw);
}

#define MODULE_LEVEL(fn, name, level, exc) \
  static Value fn(ARGS) {                  \
    (void)self;                            \
    return module_level(name, level, exc, argc, argv, kw); \
  }
MODULE_LEVEL(m_debug, "debug", DEBUG, false)
MODULE_LEVEL(m_info, "info", INFO, false)
MODULE_LEVEL(m_warning, "warning", WARNING, false)
MODULE_LEVEL(m_error, "error", ERROR, false)
MODULE_LEVEL(m_critical, "critical", CRITICAL, false)
MODULE_LEVEL(m_exception, "exception", ERROR, true)

static Value m_log(ARGS) {
  ModState *st = mod_state();
  (void)self;
  if (RT_AS(List, LG(st->root_logger)->handlers)->n == 0) basic_config(NULL);
  return l_log(st->root_logger, argc, argv, kw);
}

static Value m_shutdown(ARGS) {
  (void)self, (void)argv;
  py_parse_pyargs("shutdown", argc, argv, kw, 0, NULL, 0, NULL);
  return rt_none();
}

static bool is_logger(Value v) { return rt_is_type(v, &logger_type); }
static bool is_root_logger(Value v) { return is_logger(v) && LG(v)->root; }

static const struct {
  const char *name;
  NativeFn fn;
} functions[] = {
    {"getLogger", m_get_logger}, {"getLevelName", m_get_level_name}, {"addLevelName", m_add_level_name},
    {"disable", m_disable},      {"basicConfig", m_basic_config},    {"debug", m_debug},
    {"info", m_info},            {"warning", m_warning},             {"warn", m_warning},
    {"error", m_error},          {"critical", m_critical},           {"fatal", m_critical},
    {"exception", m_exception},  {"log", m_log},                     {"shutdown", m_shutdown},
};

static const struct {
  const char *name;
  int64_t level;
} levels[] = {{"CRITICAL", CRITICAL}, {"FATAL", CRITICAL}, {"ERROR", ERROR}, {"WARNING", WARNING},
              {"WARN", WARNING},      {"INFO", INFO},      {"DEBUG", DEBUG}, {"NOTSET", NOTSET}};

void rt_logging_module_init(Value m) {
  ModState *st = mod_state();
  st->disable_level = NOTSET;
  for (size_t k = 0; k < sizeof functions / sizeof functions[0]; k++) rt_module_add_fn(m, functions[k].name, functions[k].fn);
  for (size_t k = 0; k < sizeof levels / sizeof levels[0]; k++) rt_module_set(m, levels[k].name, rt_int(levels[k].level));
  st->level_to_name = rt_dict_new();
  rt_module_set(m, "_levelToName", st->level_to_name);
  st->name_to_level = rt_dict_new();
  rt_module_set(m, "_nameToLevel", st->name_to_level);
  for (size_t k = sizeof levels / sizeof levels[0]; k-- > 0;) {
    if (strcmp(levels[k].name, "FATAL") == 0 || strcmp(levels[k].name, "WARN") == 0) {
      rt_dict_set_str(st->name_to_level, levels[k].name, rt_int(levels[k].level));
      continue;
    }
    add_level_name(levels[k].level, levels[k].name);
  }
  st->loggers = rt_dict_new();
  rt_module_set(m, "_loggers", st->loggers);
  Value root_name = rt_str_from_c("root");
  st->root_logger = logger_new(root_name, WARNING, true);
  rt_decref(root_name);
  rt_module_set(m, "root", st->root_logger);
  st->logger_class = rt_native_class("Logger", m_get_logger, is_logger, "<class 'logging.Logger'>");
  rt_module_set(m, "Logger", st->logger_class);
  st->root_logger_class = rt_native_class("RootLogger", m_get_logger, is_root_logger, "<class 'logging.RootLogger'>");
  rt_module_set(m, "RootLogger", st->root_logger_class);
  py_log_handlers_init(m);
  st->last_resort = py_log_stream_handler(LOG_LAST_RESORT, rt_none(), WARNING);
  rt_module_set(m, "lastResort", st->last_resort);
  rt_module_set(m, "BASIC_FORMAT", rt_str_from_c("%(levelname)s:%(name)s:%(message)s"));
  rt_module_set(m, "raiseExceptions", rt_bool(true));
}
