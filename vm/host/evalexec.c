/* evalexec.c — the builtins eval, exec, compile, globals and locals (registered in the builtins module by
 * vm_new). The module's globals are the VM's slot table, not a dict, so globals() and locals()
 * are snapshots. Code runs as the debugger's expressions do (vm_debug.c): compiled quietly as
 * a temporary function whose parameters are the names it should see (the caller's locals, or
 * the namespace dicts' keys), and called. exec without namespaces at module level compiles the
 * text as a module body instead, so its assignments are the module's globals. */
#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../base/strbuf.h"
#include "../front/diag.h"
#include "compile.h"
#include "opcodes.h"
#include "vm_debug.h"
#include "user_module.h"
#include "vm_internal.h"

/* The names a function sees: names[i] bound to values[i] (borrowed), each name once. */
typedef struct Scope {
  const char **names;
  Value *values;
  int n, cap;
} Scope;

static void scope_put(Scope *s, const char *name, Value v) {
  for (int i = 0; i < s->n; i++)
    if (strcmp(s->names[i], name) == 0) {
      s->values[i] = v; /* a later namespace (locals over globals) wins */
      return;
    }
  if (s->n == s->cap) {
    s->cap = s->cap ? s->cap * 2 : 32;
    s->names = rt_realloc(s->names, sizeof *s->names * (size_t)s->cap);
    s->values = rt_realloc(s->values, sizeof *s->values * (size_t)s->cap);
  }
  s->names[s->n] = name;
  s->values[s->n++] = v;
}

static void scope_free(void *p) {
  Scope *s = p;
  free(s->names);
  free(s->values);
}

/* Only keys that can be a parameter's name become one (others are unreachable by name). */
static bool is_identifier(Value key) {
  static const char *const keywords[] = {
      "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
      "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
      "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise",
      "return", "try", "while", "with", "yield"};
  if (!rt_is_str(key)) return false;
  const char *s = rt_str_data(key);
  if (!*s || (*s >= '0' && *s <= '9') || strcmp(s, "__builtins__") == 0) return false;
  for (const char *c = s; *c; c++)
    if (!(*c == '_' || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9')))
      return false;
  for (size_t k = 0; k < sizeof keywords / sizeof keywords[0]; k++)
    if (strcmp(s, keywords[k]) == 0) return false;
  return true;
}

static void scope_from_dict(Scope *s, Value d) {
  Value k, v;
  for (int64_t i = 0; rt_dict_next(d, &i, &k, &v);)
    if (is_identifier(k)) scope_put(s, rt_str_data(k), v);
}

/* The Python frame that called the builtin; is it the module body? */
static int caller(Vm *vm, bool *module) {
  int k = vm->nframes - 1;
  if (k < 0) rt_raise(RT_EXC_SystemError, "no Python frame is running");
  const Proto *p = vm->frames[k].fn->proto;
  /* the program's body, or an imported .py module's */
  *module = (k == 0 || (p->module && !(p->flags & VM_EVAL_WRAPPER))) && strcmp(p->name, "<module>") == 0;
  return k;
}

/* globals() is one dict per session, refreshed from the slots at each call (a new reference);
 * a name the program puts only in the dict is found there when its slot is empty
 * (vm_global_from_dict). */
/* The module's value of a name, borrowed; RT_UNDEF when it has none. */
static Value global_value(Vm *vm, const char *name) {
  for (int g = 0; g < vm->nglobals; g++)
    if (strcmp(vm->gnames[g], name) == 0) return vm->globals[g];
  return rt_undef();
}

/* The entries CPython's __main__ holds before the program runs, first and in its order (a file's
 * also __file__ and __cached__): list(globals())[:8] shows them. The ones Weft keeps no value
 * for are None (__package__, __loader__, __spec__, __cached__) or the builtins module. */
static void put_main_dunders(Vm *vm, Value d) {
  static const char *const names[] = {"__name__", "__doc__", "__package__", "__loader__", "__spec__",
                                      "__annotations__", "__builtins__", "__file__", "__cached__"};
  bool file = !rt_is_undef(global_value(vm, "__file__"));
  for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
    if (i >= 7 && !file) break;
    Value v = global_value(vm, names[i]);
    if (rt_is_undef(v)) v = strcmp(names[i], "__builtins__") == 0 ? rt_builtins_module() : rt_none();
    rt_dict_set_str(d, names[i], v);
  }
}

static Value globals_dict(Vm *vm) {
  if (rt_is_undef(vm->globals_dict)) {
    vm->globals_dict = rt_dict_new();
    put_main_dunders(vm, vm->globals_dict);
  }
  Value d = vm->globals_dict;
  for (int g = 0; g < vm->nglobals; g++)
    if (!rt_is_undef(vm->globals[g])) rt_dict_set_str(d, vm->gnames[g], vm->globals[g]);
  rt_incref(d);
  return d;
}

Value vm_globals_dict(Vm *vm) { return globals_dict(vm); }

Value vm_global_from_dict(Vm *vm, int slot) {
  if (rt_is_undef(vm->globals_dict)) return rt_undef();
  Value v = rt_dict_get_str(vm->globals_dict, vm->gnames[slot]);
  if (rt_is_undef(v)) return v;
  rt_incref(v);
  Value old = vm->globals[slot];
  vm->globals[slot] = v;
  rt_decref(old);
  return v;
}

void vm_global_forget(Vm *vm, int slot) {
  if (rt_is_undef(vm->globals_dict)) return;
  Value k = rt_str_from_c(vm->gnames[slot]);
  int mark = rt_cleanup_push_value(&k);
  rt_dict_del(vm->globals_dict, k);
  rt_cleanup_pop(mark, true);
}

/* exec(text, globals()) runs on the module itself: names the program added to that dict and
 * the module does not bind become globals first (a name it binds keeps the module's value:
 * the dict may be older than it). */
static void globals_from_dict(Vm *vm, Value d) {
  Value k, v;
  for (int64_t i = 0; rt_dict_next(d, &i, &k, &v);) {
    if (!is_identifier(k)) continue;
    int slot = vm_global_slot(vm, rt_str_data(k));
    if (!rt_is_undef(vm->globals[slot])) continue;
    rt_incref(v);
    vm->globals[slot] = v;
  }
}

Value vm_locals_dict(Vm *vm, bool *module) {
  int k = caller(vm, module);
  return vm_frame_locals(vm, k, *module);
}

/* Frame k's variables as a new dict; the module's globals() dict itself when module. */
Value vm_frame_locals(Vm *vm, int k, bool module) {
  VmModule *m = module && k >= 0 && k < vm->nframes ? vm->frames[k].fn->proto->module : NULL;
  if (m) return rt_module_dict(m->module);
  if (module) return globals_dict(vm);
  enum { MAX_LOCALS = 4096 };
  const char **names = rt_malloc(sizeof *names * MAX_LOCALS);
  Value *values = rt_malloc(sizeof *values * MAX_LOCALS);
  int n = vm_debug_frame_locals(vm, k, names, values, MAX_LOCALS);
  Value d = rt_dict_new();
  for (int i = 0; i < n; i++) rt_dict_set_str(d, names[i], values[i]);
  free(names);
  free(values);
  return d;
}

static Value b_globals(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_args("globals", argc, kw, 0, 0, RT_ARGS_NONE);
  VmModule *m = vm_current_module(); /* an imported .py module's code: its own */
  if (m) return rt_module_dict(m->module);
  return globals_dict(vm_current);
}

static Value b_locals(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_args("locals", argc, kw, 0, 0, RT_ARGS_NONE);
  bool module;
  return vm_locals_dict(vm_current, &module);
}

/* The text of line `line` (1-based) of src, with its newline where it has one. */
static Value source_line(const char *src, int line) {
  for (int k = 1; k < line && src; k++) {
    src = strchr(src, '\n');
    if (src) src++;
  }
  if (!src) return rt_none();
  const char *end = strchr(src, '\n');
  return rt_str_new(src, end ? (size_t)(end - src) + 1 : strlen(src));
}

#define NO_COLUMN INT_MIN /* a column not known: None */

static Value column(int c) { return c == NO_COLUMN ? rt_none() : rt_int(c); }

/* Raises kind(msg, (file, line, offset, text, end_line, end_offset)) as CPython's
 * compiler does; text: owned, a str or None. */
static _Noreturn void raise_syntax(ExcKind kind, const char *file, const char *msg, int line, int offset, Value text,
                                   int end_line, int end_offset) {
  Value info = rt_tuple_new(6);
  rt_tuple_set(info, 3, text);
  int mark = rt_cleanup_push_value(&info);
  rt_tuple_set(info, 0, rt_str_from_c(file));
  rt_tuple_set(info, 1, rt_int(line));
  rt_tuple_set(info, 2, column(offset));
  rt_tuple_set(info, 4, column(end_line));
  rt_tuple_set(info, 5, column(end_offset));
  Value msg_args = rt_tuple_new(1); /* the instance sets msg only: its place is set here */
  int m2 = rt_cleanup_push_value(&msg_args);
  rt_tuple_set(msg_args, 0, rt_str_from_c(msg));
  Value e = rt_exc_instance_new(rt_exc_class(kind), kind, msg_args);
  rt_cleanup_pop(m2, true);
  int m3 = rt_cleanup_push_value(&e);
  ExcObj *o = RT_AS(ExcObj, e);
  Tuple *t = RT_AS(Tuple, info);
  rt_exc_set_attr(e, "filename", t->items[0]);
  rt_exc_set_attr(e, "lineno", t->items[1]);
  if (offset == NO_COLUMN) { /* not known: absent rather than set (args has None there) */
    o->place_unknown = true;
  } else {
    rt_exc_set_attr(e, "offset", t->items[2]);
    rt_exc_set_attr(e, "text", t->items[3]);
    rt_exc_set_attr(e, "end_lineno", t->items[4]);
    rt_exc_set_attr(e, "end_offset", t->items[5]);
  }
  Value args = rt_tuple_new(2); /* (msg, info), as CPython's */
  Value old = o->args;
  Value m = RT_AS(Tuple, old)->items[0];
  rt_incref(m);
  rt_tuple_set(args, 0, m);
  rt_incref(info);
  rt_tuple_set(args, 1, info);
  o->args = args;
  rt_decref(old);
  rt_cleanup_pop(m3, false);
  rt_cleanup_pop(mark, true);
  rt_cleanup_push_value(&e);
  rt_raise_exc(e); /* the registration releases the local reference */
}

/* How a wrapper moved the program's text: its first `shift` lines are the wrapper's, and the
 * columns of the program's line first_line moved right by first_cols, of the others by cols.
 * file: the filename errors name; text: the program's text (a SyntaxError shows its line). */
typedef struct Place {
  const char *file, *text;
  int shift, first_line, first_cols, cols;
  bool newline;     /* exec's text, to which CPython adds a newline at the end */
  bool no_warnings; /* a check only: the compile that runs it gives the warnings */
  VmModule *module; /* text run on an imported .py module's globals (its code called eval or
                       exec without namespaces): compiled against its table */
} Place;

/* col, on the program's line `line`, as it was before the wrapper moved it. */
static int unshift_column(const Place *pl, int line, int col) {
  int c = col - (line == pl->first_line ? pl->first_cols : pl->cols);
  return c < 0 ? 0 : c;
}

/* Is line `line` (1-based) of text its last? */
static bool last_line(const char *text, int line) {
  for (int k = 1; k < line && text; k++) {
    text = strchr(text, '\n');
    if (text) text++;
  }
  if (!text) return true;
  const char *nl = strchr(text, '\n');
  return !nl || !nl[1];
}

/* msg with a line number in it ("... 'if' statement on line N", "(detected at line N)") moved
 * back by shift lines, into out. */
static const char *unshift_message(const char *msg, int shift, char *out, size_t n) {
  static const char *const marks[] = {" on line ", " at line "};
  for (size_t k = 0; k < 2; k++) {
    const char *on = strstr(msg, marks[k]);
    long line = on ? strtol(on + 9, NULL, 10) : 0;
    if (!on || shift <= 0 || line <= shift || line >= INT_MAX) continue;
    const char *rest = on + 9;
    while (*rest >= '0' && *rest <= '9') rest++;
    snprintf(out, n, "%.*s%s%ld%s", (int)(on - msg), msg, marks[k], line - shift, rest);
    return out;
  }
  return msg;
}

/* The length of the token at 1-based column col of the program's line (a name or number; 1
 * for anything else). */
static int token_length(Value line, int col) {
  if (!rt_is_str(line) || col < 1) return 1;
  const char *s = rt_str_data(line);
  size_t len = strlen(s), k = (size_t)col - 1;
  if (k >= len) return 1;
  size_t start = k;
  while (k < len && (s[k] == '_' || isalnum((unsigned char)s[k]) || (unsigned char)s[k] >= 0x80)) k++;
  return k > start && k - start < INT_MAX ? (int)(k - start) : 1;
}

/* A compile error: str() is "invalid syntax (<string>, line 1)", with the place where the
 * compiler found it moved back into the program's text (its line shown when the parser found
 * it; None as CPython's compiler, which rereads the file, shows for a later error), and the
 * columns CPython's tokenizer reports for the errors it finds. */
static _Noreturn void syntax_error(const char *msg, const VmCompileInfo *info, const Place *pl) {
  if (strcmp(msg, VM_DIAG_TOO_DEEP) == 0) rt_raise(RT_EXC_RecursionError, "%s", msg);
  int line = info->line - pl->shift;
  if (line < 1) line = 1;
  bool indent = strncmp(msg, "unexpected indent", 17) == 0 || strncmp(msg, "expected an indented", 20) == 0 ||
                strncmp(msg, "unindent", 8) == 0;
  char fixed[600];
  msg = unshift_message(msg, pl->shift, fixed, sizeof fixed);
  ExcKind kind = indent ? RT_EXC_IndentationError : RT_EXC_SyntaxError;
  if (info->line <= 0) raise_syntax(kind, pl->file, msg, line, NO_COLUMN, rt_none(), NO_COLUMN, NO_COLUMN);
  int end_line = info->end_line - pl->shift;
  if (end_line < line) end_line = line;
  int offset = unshift_column(pl, line, info->col), end = unshift_column(pl, end_line, info->end_col);
  /* the tokenizer's errors show the line as it read it: without the newline exec adds, and a
   * bracket left open on a line before the last without its own */
  bool unclosed = strstr(msg, "' was never closed") != NULL;
  bool as_read = unclosed || strncmp(msg, "unterminated string literal", 27) == 0;
  Value text = source_line(pl->text, line);
  if (rt_is_str(text)) {
    const char *t = rt_str_data(text);
    size_t len = strcspn(t, "\r\n");
    bool ends = t[len] != 0 || pl->newline;
    if (offset > 0 && (size_t)offset > len && len < INT_MAX) { /* at the end of the line: its NEWLINE */
      offset = end = ends ? (int)len + 1 : 0; /* none at the end of eval's text */
      end_line = line;
    }
    if ((pl->newline && !t[len] && !as_read) || (unclosed && t[len] && !last_line(pl->text, line))) {
      Value with = as_read ? rt_str_new(t, len) : rt_str_printf("%s\n", t);
      rt_decref(text);
      text = with;
    }
  }
  if (strcmp(msg, "unexpected indent") == 0) { /* as CPython's tokenizer reports it */
    offset--;
    end = -1;
  } else if (unclosed) {
    end = 0;
  } else if (strncmp(msg, "unterminated string literal", 27) == 0) {
    end = offset;
  } else if (strncmp(msg, "expected an indented", 20) == 0) {
    end = offset + token_length(text, offset);
  }
  if (!info->parsing) { /* CPython's compiler rereads the file for it */
    rt_decref(text);
    text = rt_none();
  }
  raise_syntax(kind, pl->file, msg, line, offset, text, end_line, end);
}

/* With an explicit globals dict, the module's globals are not the code's: those it reads (the
 * names not in the dict, which are its parameters) are hidden while it runs. */
typedef struct Hidden {
  Vm *vm;
  int *slots;
  Value *saved; /* owned while hidden */
  int n, cap;
} Hidden;

static void hide_reads(Hidden *h, const Proto *p) {
  for (int i = 0; i < p->ncode; i++) {
    OpCode op = I_OP(p->code[i]);
    if (op != OP_GETGLOBAL && op != OP_CALLG) continue;
    int slot = op == OP_CALLG ? I_C(p->code[i]) : (int)I_BX(p->code[i]);
    if (slot >= h->vm->nglobals || rt_is_undef(h->vm->globals[slot])) continue;
    if (h->n == h->cap) {
      h->cap = h->cap ? h->cap * 2 : 8;
      h->slots = rt_realloc(h->slots, sizeof *h->slots * (size_t)h->cap);
      h->saved = rt_realloc(h->saved, sizeof *h->saved * (size_t)h->cap);
    }
    h->slots[h->n] = slot;
    h->saved[h->n++] = h->vm->globals[slot];
    h->vm->globals[slot] = rt_undef();
  }
  for (int c = 0; c < p->nconsts; c++)
    if (rt_is_type(p->consts[c], &vm_proto_type)) hide_reads(h, RT_AS(Proto, p->consts[c]));
}

static void unhide(void *ud) {
  Hidden *h = ud;
  for (int k = h->n - 1; k >= 0; k--) {
    Value *g = &h->vm->globals[h->slots[k]];
    rt_decref(*g); /* what the code stored there meanwhile */
    *g = h->saved[k];
  }
  free(h->slots);
  free(h->saved);
}

/* The program's text had a second statement where eval's wrapper expects its one expression:
 * CPython's "invalid syntax" under that statement's first token. */
static _Noreturn void extra_statement(const VmCompileInfo *info, const Place *pl) {
  int line = info->next_line - pl->shift, col = unshift_column(pl, line, info->next_col);
  Value text = source_line(pl->text, line);
  raise_syntax(RT_EXC_SyntaxError, pl->file, "invalid syntax", line, col, text, line, col + token_length(text, col));
}

/* Compiles generated module text (the program's, moved as pl says) or raises its SyntaxError;
 * with one_def, a second statement is one too (eval's text is one expression). */
static Proto *compile_text(Vm *vm, const char *src, const Place *pl, int echo, bool one_def) {
  char err[512];
  VmCompileInfo info = {.on_disk_only = true, .no_warnings = pl->no_warnings};
  vm->warn_line_shift = pl->shift;
  int mark = pl->module ? vm_module_compile_begin(vm, pl->module) : 0;
  Proto *module = vm_compile_text(vm, pl->file, src, echo, err, sizeof err, &info);
  if (pl->module) rt_cleanup_pop(mark, true);
  vm->warn_line_shift = 0;
  if (!module) syntax_error(err, &info, pl);
  if (one_def && info.nstmts > 1) {
    rt_decref(rt_obj(module));
    extra_statement(&info, pl);
  }
  return module;
}

Proto *vm_compile_module_or_raise(Vm *vm, const char *text, const char *file) {
  Place pl = {.file = file, .text = text};
  return compile_text(vm, text, &pl, VM_ECHO_NONE, false);
}

Value vm_restricted_builtin(Vm *vm, const Proto *p, const char *name) {
  Value b = rt_dict_get_str(p->builtins, name);
  if (rt_is_undef(b) && strcmp(name, "__builtins__") == 0) return p->builtins;
  if (rt_is_undef(b) && strcmp(name, "locals") == 0) return rt_builtin_lookup(name); /* exec's wrapper's */
  if (rt_is_undef(b)) vm_name_error(vm, p, "name '%s' is not defined", name);
  return b;
}

/* p and the code nested in it see only the builtins in the dict b. */
static void restrict_builtins(Proto *p, Value b) {
  rt_incref(b);
  rt_decref(p->builtins);
  p->builtins = b;
  for (int c = 0; c < p->nconsts; c++)
    if (rt_is_type(p->consts[c], &vm_proto_type)) restrict_builtins(RT_AS(Proto, p->consts[c]), b);
}

/* Calls the one function module defines with s's values (module: released). With a globals
 * dict g, the module's globals the code reads are hidden, and a __builtins__ dict in g is
 * all the builtins it has. */
static Value call_wrapper(Vm *vm, Proto *module, const Scope *s, Value g) {
  bool hide = !rt_is_none(g);
  Proto *body = NULL;
  for (int c = 0; c < module->nconsts && !body; c++)
    if (rt_is_type(module->consts[c], &vm_proto_type)) body = RT_AS(Proto, module->consts[c]);
  if (body) { /* its frames are the text's, as CPython runs it: "<module>" in tracebacks */
    free(body->name);
    body->name = rt_strdup("<module>");
    free(body->qualname);
    body->qualname = rt_strdup("<module>");
    body->flags |= VM_EVAL_WRAPPER;
  }
  Value builtins = hide ? rt_dict_get_str(g, "__builtins__") : rt_undef();
  if (body && rt_is_dict(builtins)) restrict_builtins(body, builtins);
  Value fn = body ? vm_function_new(body, NULL, NULL) : rt_undef();
  rt_decref(rt_obj(module)); /* the function holds its code */
  if (rt_is_undef(fn)) rt_raise(RT_EXC_SystemError, "eval's code did not compile to a function");
  int mark = rt_cleanup_push_value(&fn);
  Hidden h = {.vm = vm};
  if (hide) hide_reads(&h, body);
  int m2 = rt_cleanup_push(unhide, &h);
  Value r = rt_call(fn, s->n, s->values, NULL);
  rt_cleanup_pop(m2, true);
  rt_cleanup_pop(mark, true);
  return r;
}

/* exec at module level without namespaces: the text is a module body run on the globals. */
static void run_module_text(Vm *vm, const char *text, const char *file, int echo, bool quiet) {
  Place pl = {.file = file, .text = text, .newline = true, .no_warnings = quiet, .module = vm_current_module()};
  Proto *module = compile_text(vm, text, &pl, echo, false);
  Value fn = vm_function_new(module, NULL, NULL);
  rt_decref(rt_obj(module));
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  rt_decref(r);
}

/* The source text argument: str, bytes as UTF-8, or compile()'s code object (*file and *mode
 * then from it; else "<string>" and dflt). */
static const char *source_text(const char *fname, Value v, const char **file, VmCodeMode *mode, VmCodeMode dflt) {
  Value text;
  *file = "<string>";
  *mode = dflt;
  if (vm_code_source(v, &text, file, mode)) return rt_str_data(text);
  if (rt_is_str(v)) return rt_str_data(v);
  if (rt_is_type(v, &rt_bytes_type)) return (const char *)RT_AS(Bytes, v)->data;
  rt_raise(RT_EXC_TypeError, "%s() arg 1 must be a string, bytes or code object", fname);
}

/* The namespaces argv[1] (globals) and argv[2] (locals): checked, None when absent. */
static void namespaces(bool is_exec, int argc, const Value *argv, Value *g, Value *l) {
  *g = argc > 1 ? argv[1] : rt_none();
  *l = argc > 2 ? argv[2] : rt_none();
  if (!rt_is_none(*g) && !rt_is_dict(*g)) {
    if (is_exec) rt_raise(RT_EXC_TypeError, "exec() globals must be a dict, not %s", rt_type_name(*g));
    rt_raise(RT_EXC_TypeError, "globals must be a dict");
  }
  if (!rt_is_none(*l) && !rt_is_dict(*l)) {
    if (is_exec) rt_raise(RT_EXC_TypeError, "locals must be a mapping or None, not %s", rt_type_name(*l));
    rt_raise(RT_EXC_TypeError, "locals must be a mapping");
  }
  if (rt_is_dict(*g) && rt_is_undef(rt_dict_get_str(*g, "__builtins__"))) { /* as CPython's eval and exec */
    Value mod = rt_import("builtins"), d = rt_dict_new(); /* the builtins' names, as a dict */
    int mark = rt_cleanup_push_value(&mod);
    rt_cleanup_push_value(&d);
    rt_module_refresh(mod);
    const Module *m = RT_AS(Module, mod);
    for (int64_t k = 0; k < m->cap; k++)
      if (m->entries[k].name && !rt_is_undef(m->entries[k].value)) rt_dict_set_str(d, m->entries[k].name, m->entries[k].value);
    rt_dict_set_str(*g, "__builtins__", d);
    rt_cleanup_pop(mark, true);
  }
}

/* The run of eval or exec: text compiled into a wrapper function whose parameters are the
 * names of the namespaces (or of the caller's locals). */
typedef struct Run {
  Scope scope;
  StrBuf sb;
  Value snapshot; /* the caller's locals (owned; RT_UNDEF when none): the scope borrows them */
  VmModule *module; /* the caller's module when the text runs on its globals (Place.module) */
} Run;

static void run_free(void *p) {
  Run *r = p;
  scope_free(&r->scope);
  rt_sb_free(&r->sb);
  rt_decref(r->snapshot);
}

/* Fills run's scope from the namespaces, else the caller's locals; false at module level
 * without namespaces (the code then sees only the globals). */
static bool fill_scope(Vm *vm, Run *run, Value g, Value l) {
  if (!rt_is_none(g)) scope_from_dict(&run->scope, g);
  if (!rt_is_none(l)) scope_from_dict(&run->scope, l);
  if (!rt_is_none(g) || !rt_is_none(l)) return true;
  bool module;
  caller(vm, &module);
  if (module) return false;
  run->snapshot = vm_locals_dict(vm, &module);
  scope_from_dict(&run->scope, run->snapshot);
  return true;
}

static void put_params(StrBuf *sb, const char *fname, const Scope *s, bool same_line) {
  rt_sb_printf(sb, "def %s(", fname);
  for (int i = 0; i < s->n; i++) rt_sb_printf(sb, "%s%s", i ? ", " : "", s->names[i]);
  rt_sb_printf(sb, same_line ? "): " : "):\n");
}

/* Does text hold anything but blanks and comments (an expression to evaluate)? */
static bool has_code(const char *text) {
  for (const char *p = text; *p; p++) {
    if (*p == '#') {
      while (*p && *p != '\n') p++;
      if (!*p) break;
    } else if (*p != ' ' && *p != '\t' && *p != '\n' && *p != '\r' && *p != '\f') {
      return true;
    }
  }
  return false;
}

/* The lines at the start of text that hold only blanks or a comment: their count, and where
 * the rest starts. */
static int blank_lines(const char *text, const char **rest) {
  int n = 0;
  const char *p = text;
  for (;;) {
    const char *q = p;
    while (*q == ' ' || *q == '\t' || *q == '\f' || *q == '\r') q++;
    if (*q == '#') q += strcspn(q, "\n");
    if (*q != '\n') break;
    p = q + 1;
    n++;
  }
  *rest = p;
  return n;
}

/* The first ';' of text outside brackets, strings and comments (1-based line and column):
 * true when there is one. The wrapper's suite would take it as a statement's end. */
static bool top_semicolon(const char *text, int *line, int *col) {
  int depth = 0, l = 1;
  const char *start = text;
  char quote = 0;
  bool triple = false;
  for (const char *p = text; *p; p++) {
    if (*p == '\n') l++, start = p + 1;
    if (quote) {
      if (*p == '\\' && p[1]) {
        if (p[1] == '\n') l++, start = p + 2;
        p++;
      } else if (*p == quote && (!triple || (p[1] == quote && p[2] == quote))) {
        p += triple ? 2 : 0;
        quote = 0;
      }
    } else if (*p == '#') {
      while (p[1] && p[1] != '\n') p++;
    } else if (*p == '"' || *p == '\'') {
      quote = *p;
      triple = p[1] == *p && p[2] == *p;
      p += triple ? 2 : 0;
    } else if (*p == '(' || *p == '[' || *p == '{') {
      depth++;
    } else if (*p == ')' || *p == ']' || *p == '}') {
      depth--;
    } else if (*p == ';' && depth <= 0 && p - start < INT_MAX) {
      *line = l, *col = (int)(p - start) + 1;
      return true;
    }
  }
  return false;
}

/* eval's wrapper, `def __weft_eval__(NAMES): return TEXT` on the program's first line of code
 * (blank lines before it), so that its lines keep their places and end where CPython's
 * expression ends: (compiled; the caller runs or drops it). */
static Proto *eval_wrapper(Vm *vm, Run *run, const char *text, const char *file, bool quiet) {
  const char *rest;
  int blanks = blank_lines(text, &rest);
  for (int k = 0; k < blanks; k++) rt_sb_putc(&run->sb, '\n');
  size_t before = run->sb.len;
  put_params(&run->sb, "__weft_eval__", &run->scope, true);
  rt_sb_printf(&run->sb, "return ");
  size_t moved = run->sb.len - before;
  rt_sb_printf(&run->sb, "%s\n", rest);
  Place pl = {.file = file, .text = text, .first_line = blanks + 1, .first_cols = moved > INT_MAX ? INT_MAX : (int)moved,
              .no_warnings = quiet, .module = run->module};
  Proto *p = compile_text(vm, run->sb.data, &pl, VM_ECHO_NONE, true);
  int line, col;
  if (top_semicolon(text, &line, &col)) { /* one expression: no statements after it */
    rt_decref(rt_obj(p));
    raise_syntax(RT_EXC_SyntaxError, file, "invalid syntax", line, col, source_line(text, line), line, col + 1);
  }
  return p;
}

static void run_exec(Vm *vm, const char *text, const char *file, int echo, bool quiet, Value g, Value l);

/* eval of text (compiled as one expression) with the namespaces g and l (None: the caller's). */
static Value run_eval(Vm *vm, const char *text, const char *file, bool quiet, Value g, Value l) {
  Run run = {.snapshot = rt_undef()};
  int mark = rt_cleanup_push(run_free, &run);
  if (rt_is_none(l) && !rt_is_undef(vm->globals_dict) && g.as.o == vm->globals_dict.as.o) {
    globals_from_dict(vm, g); /* the module's own names, as at module level */
    g = rt_none();
  } else {
    fill_scope(vm, &run, g, l);
  }
  if (rt_is_none(g)) run.module = vm_current_module(); /* the text's globals are the caller's */
  Proto *module = eval_wrapper(vm, &run, text, file, quiet);
  Value r = call_wrapper(vm, module, &run.scope, g);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value b_eval(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("eval", argc, kw, 1, 3, RT_ARGS_CLINIC);
  Vm *vm = vm_current;
  const char *file;
  VmCodeMode mode;
  const char *text = source_text("eval", argv[0], &file, &mode, VM_CODE_EVAL);
  Value g, l;
  if (mode != VM_CODE_EVAL) { /* compile()'s 'exec' or 'single' code: run, giving None */
    namespaces(false, argc, argv, &g, &l);
    run_exec(vm, text, file, mode == VM_CODE_SINGLE ? VM_ECHO_SINGLE : VM_ECHO_NONE, true, g, l);
    return rt_none();
  }
  if (!rt_is_str(argv[0]) && !rt_is_type(argv[0], &rt_bytes_type)) { /* compile()'s: checked, as given */
    namespaces(false, argc, argv, &g, &l);
    return run_eval(vm, text, file, true, g, l);
  }
  while (*text == ' ' || *text == '\t') text++; /* as CPython: eval("  1") is 1 */
  if (!has_code(text)) { /* as CPython: line 0 for no text at all, else line 1, column 0 */
    int line = *text ? 1 : 0;
    raise_syntax(RT_EXC_SyntaxError, file, "invalid syntax", line, 0,
                 line ? source_line(text, 1) : rt_str_from_c(""), line, 0);
  }
  namespaces(false, argc, argv, &g, &l);
  return run_eval(vm, text, file, false, g, l);
}
/* The quote that is still open at the end of line, which the next line continues (0: none;
 * 'T'/'t': a triple-quoted string of " or '; " or ': a string whose newline a backslash
 * escapes), given the one open at its start. */
static char open_quote(const char *line, size_t n, char open) {
  for (size_t k = 0; k < n; k++) {
    char c = line[k];
    if (open == 'T' || open == 't') {
      char q = open == 'T' ? '"' : '\'';
      if (c == '\\') k++;
      else if (c == q && k + 2 < n && line[k + 1] == q && line[k + 2] == q) open = 0, k += 2;
    } else if (open) {
      if (c == '\\') k++;
      else if (c == open) open = 0;
    } else if (c == '#') {
      break;
    } else if (c == '"' || c == '\'') {
      if (k + 2 < n && line[k + 1] == c && line[k + 2] == c) open = c == '"' ? 'T' : 't', k += 2;
      else open = c;
    }
  }
  if (open == 'T' || open == 't') return open;
  return open && n > 0 && line[n - 1] == '\\' ? open : 0; /* a one-line string ends with its line */
}

/* The lines of text, each indented by one space (the wrapper's body), but for those a
 * triple-quoted string continues (their text is the string's). */
static void put_body(StrBuf *sb, const char *text) {
  char open = 0;
  for (const char *line = text; *line;) {
    size_t n = strcspn(line, "\n");
    if (!open) rt_sb_putc(sb, ' ');
    rt_sb_putn(sb, line, n);
    rt_sb_putc(sb, '\n');
    open = open_quote(line, n, open);
    line += n;
    if (*line) line++;
  }
}

/* exec's assignments go into locals (else globals): the wrapper's locals at its end, less the
 * globals' names it was given and did not rebind. */
static void write_back(Value names, Value g, Value l) {
  if (rt_is_none(l)) {
    rt_dict_update(g, names);
    return;
  }
  Value k, v;
  for (int64_t i = 0; rt_dict_next(names, &i, &k, &v);) {
    Value was = rt_is_none(g) ? rt_undef() : rt_dict_get(g, k);
    bool same = !rt_is_undef(was) && was.tag == v.tag && memcmp(&was.as, &v.as, sizeof v.as) == 0;
    if (!same || !rt_is_undef(rt_dict_get(l, k))) rt_dict_set(l, k, v);
  }
}

/* What exec's wrapper function would take that a module does not: the text indented at its
 * start, or (a word of it there) return, yield or nonlocal at its top level. Those texts are
 * compiled as a module first, for CPython's SyntaxError. */
static void check_as_module(Vm *vm, const char *text, const char *file) {
  const char *rest;
  int blanks = blank_lines(text, &rest);
  size_t ws = strspn(rest, " \t");
  if (ws > 0 && ws < INT_MAX && rest[ws]) {
    Value t = source_line(text, blanks + 1);
    if (rt_is_str(t) && !strchr(rt_str_data(t), '\n')) {
      Value with = rt_str_printf("%s\n", rt_str_data(t));
      rt_decref(t);
      t = with;
    }
    raise_syntax(RT_EXC_IndentationError, file, "unexpected indent", blanks + 1, (int)ws, t, blanks + 1, -1);
  }
  if (!strstr(text, "return") && !strstr(text, "yield") && !strstr(text, "nonlocal")) return;
  Place pl = {.file = file, .text = text, .newline = true, .no_warnings = true};
  rt_decref(rt_obj(compile_text(vm, text, &pl, VM_ECHO_NONE, false)));
}

/* The code of p and of the functions in it moved `by` lines up: exec's wrapper puts its def line
 * above the text, whose lines tracebacks show as the text's own ("<string>", line 1 ...). */
static void shift_lines(Proto *p, int by) {
  for (int pc = 0; pc < p->ncode; pc++) {
    if (p->spans[pc].line > by) p->spans[pc].line -= by;
    if (p->spans[pc].end_line > by) p->spans[pc].end_line -= by;
  }
  if (p->firstline > by) p->firstline -= by;
  for (int c = 0; c < p->nconsts; c++)
    if (rt_is_type(p->consts[c], &vm_proto_type)) shift_lines(RT_AS(Proto, p->consts[c]), by);
}

/* exec of text with the namespaces g and l (None: the caller's); echo: VM_ECHO_SINGLE for
 * compile()'s 'single' mode. */
static void run_exec(Vm *vm, const char *text, const char *file, int echo, bool quiet, Value g, Value l) {
  Run run = {.snapshot = rt_undef()};
  int mark = rt_cleanup_push(run_free, &run);
  if (rt_is_none(l) && !rt_is_undef(vm->globals_dict) && g.as.o == vm->globals_dict.as.o) {
    globals_from_dict(vm, g);
    run_module_text(vm, text, file, echo, quiet);
    rt_decref(globals_dict(vm));
  } else if (!fill_scope(vm, &run, g, l)) {
    run_module_text(vm, text, file, echo, quiet);
  } else {
    check_as_module(vm, text, file);
    put_params(&run.sb, "__weft_exec__", &run.scope, false);
    put_body(&run.sb, text);
    bool into = !rt_is_none(g) || !rt_is_none(l);
    rt_sb_printf(&run.sb, " pass\n return locals()\n");
    Place pl = {.file = file, .text = text, .shift = 1, .cols = 1, .newline = true, .no_warnings = quiet,
                .module = rt_is_none(g) ? vm_current_module() : NULL};
    Proto *module = compile_text(vm, run.sb.data, &pl, echo, false);
    for (int c = 0; c < module->nconsts; c++)
      if (rt_is_type(module->consts[c], &vm_proto_type)) shift_lines(RT_AS(Proto, module->consts[c]), 1);
    Value names = call_wrapper(vm, module, &run.scope, g);
    int m2 = rt_cleanup_push_value(&names);
    if (into && rt_is_dict(names)) write_back(names, g, l);
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, true);
}

static Value b_exec(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc == 0) rt_raise(RT_EXC_TypeError, "exec() takes at least 1 positional argument (0 given)");
  rt_check_args("exec", argc, kw, 1, 3, RT_ARGS_CLINIC);
  Vm *vm = vm_current;
  const char *file;
  VmCodeMode mode;
  const char *text = source_text("exec", argv[0], &file, &mode, VM_CODE_EXEC);
  Value g, l;
  namespaces(true, argc, argv, &g, &l);
  if (mode == VM_CODE_EVAL) { /* compile()'s 'eval' code: its value is dropped */
    rt_decref(run_eval(vm, text, file, true, g, l));
    return rt_none();
  }
  bool compiled = !rt_is_str(argv[0]) && !rt_is_type(argv[0], &rt_bytes_type); /* its warnings given */
  run_exec(vm, text, file, mode == VM_CODE_SINGLE ? VM_ECHO_SINGLE : VM_ECHO_NONE, compiled, g, l);
  return rt_none();
}

/* ---- compile() ---- */

/* CPython 3.11's PyCF_MASK (the __future__ flags), PyCF_MASK_OBSOLETE and PyCF_COMPILE_MASK:
 * the flags compile() accepts. Weft compiles every text alike, so it ignores them but for
 * PyCF_ONLY_AST (an ast module it does not have). */
enum { CF_FUTURE = 0x1FE0000, CF_OBSOLETE = 0x10, CF_ONLY_AST = 0x400, CF_COMPILE = 0x400 | 0x200 | 0x1000 | 0x2000 | 0x4000 };

static const char *compile_source(Value v) {
  size_t n;
  const char *text;
  if (rt_is_str(v)) {
    text = rt_str_data(v), n = (size_t)RT_AS(Str, v)->nbytes;
  } else if (rt_is_type(v, &rt_bytes_type)) {
    text = (const char *)RT_AS(Bytes, v)->data, n = (size_t)RT_AS(Bytes, v)->n;
  } else {
    rt_raise(RT_EXC_TypeError, "compile() arg 1 must be a string, bytes or AST object");
  }
  if (strlen(text) != n) rt_raise(RT_EXC_ValueError, "source code string cannot contain null bytes");
  return text;
}

static const char *compile_filename(Value v) {
  if (rt_is_str(v)) return rt_str_data(v);
  if (rt_is_type(v, &rt_bytes_type)) return (const char *)RT_AS(Bytes, v)->data;
  rt_raise(RT_EXC_TypeError, "expected str, bytes or os.PathLike object, not %s", rt_type_name(v));
}

/* Text with nothing to evaluate: CPython's "invalid syntax" on line 0 (no text), else line 1. */
static void check_has_code(const char *text, const char *file) {
  if (has_code(text)) return;
  int line = *text ? 1 : 0;
  raise_syntax(RT_EXC_SyntaxError, file, "invalid syntax", line, 0, line ? source_line(text, 1) : rt_str_from_c(""),
               line, 0);
}

/* The first word of the program's line `line`: does a compound statement start there? */
static bool compound_line(const char *text, int line) {
  static const char *const words[] = {"if", "for", "while", "def", "class", "with", "try", "async", "match", "@"};
  Value l = source_line(text, line);
  if (!rt_is_str(l)) return false;
  const char *s = rt_str_data(l);
  s += strspn(s, " \t");
  bool found = false;
  for (size_t k = 0; k < sizeof words / sizeof words[0] && !found; k++) {
    size_t n = strlen(words[k]);
    found = strncmp(s, words[k], n) == 0 && (words[k][0] == '@' || !(s[n] == '_' || isalnum((unsigned char)s[n])));
  }
  rt_decref(l);
  return found;
}

/* 'single' text is one statement (simple statements on its first line may be several). */
static Proto *compile_single(Vm *vm, const char *text, const char *file) {
  check_has_code(text, file);
  Place pl = {.file = file, .text = text, .newline = true};
  char err[512];
  VmCompileInfo info = {.on_disk_only = true};
  Proto *module = vm_compile_text(vm, file, text, VM_ECHO_SINGLE, err, sizeof err, &info);
  if (!module) syntax_error(err, &info, &pl);
  if (info.nstmts > 1 && info.next_line > info.first_end_line) {
    rt_decref(rt_obj(module));
    if (compound_line(text, 1)) extra_statement(&info, &pl);
    int line = info.first_end_line;
    Value t = source_line(text, line);
    int col = rt_is_str(t) ? (int)strcspn(rt_str_data(t), "\r\n") + 1 : 1;
    raise_syntax(RT_EXC_SyntaxError, file, "multiple statements found while compiling a single statement", line, col,
                 t, line, col);
  }
  return module;
}

static Proto *compile_eval(Vm *vm, const char *text, const char *file) {
  size_t ws = strspn(text, " \t");
  if (ws > 0 && ws < INT_MAX) /* eval() strips these; compile() does not */
    raise_syntax(RT_EXC_IndentationError, file, "unexpected indent", 1, (int)ws, source_line(text, 1), 1, -1);
  check_has_code(text, file);
  Run run = {.snapshot = rt_undef()};
  int mark = rt_cleanup_push(run_free, &run);
  Proto *p = eval_wrapper(vm, &run, text, file, false);
  rt_cleanup_pop(mark, true);
  return p;
}

static const char *const compile_names[] = {"source", "filename", "mode", "flags", "dont_inherit", "optimize",
                                            "_feature_version"};

/* compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1): the text checked
 * now (its SyntaxError raised here), kept in a code object that exec and eval run. */
static Value b_compile(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a[7];
  rt_parse_args("compile", argc, argv, kw, 7, compile_names, 3, a);
  const char *text = compile_source(a[0]);
  const char *file = compile_filename(a[1]);
  if (!rt_is_str(a[2])) rt_raise(RT_EXC_TypeError, "compile() argument 'mode' must be str, not %s", rt_type_name(a[2]));
  const char *m = rt_str_data(a[2]);
  int64_t flags = rt_is_undef(a[3]) ? 0 : rt_to_index(a[3], NULL);
  if (!rt_is_undef(a[4])) rt_truthy(a[4]);
  int64_t optimize = rt_is_undef(a[5]) ? -1 : rt_to_index(a[5], NULL);
  if (flags & ~(int64_t)(CF_FUTURE | CF_OBSOLETE | CF_COMPILE)) rt_raise(RT_EXC_ValueError, "compile(): unrecognised flags");
  if (optimize < -1 || optimize > 2) rt_raise(RT_EXC_ValueError, "compile(): invalid optimize value");
  VmCodeMode mode;
  if (strcmp(m, "exec") == 0) mode = VM_CODE_EXEC;
  else if (strcmp(m, "eval") == 0) mode = VM_CODE_EVAL;
  else if (strcmp(m, "single") == 0) mode = VM_CODE_SINGLE;
  else rt_raise(RT_EXC_ValueError, "compile() mode must be 'exec', 'eval' or 'single'");
  if (flags & CF_ONLY_AST) rt_raise(RT_EXC_NotImplementedError, "compile() with ast.PyCF_ONLY_AST: Weft has no ast module");
  Vm *vm = vm_current;
  Proto *p;
  if (mode == VM_CODE_EVAL) {
    p = compile_eval(vm, text, file);
  } else if (mode == VM_CODE_SINGLE) {
    p = compile_single(vm, text, file);
  } else {
    Place pl = {.file = file, .text = text, .newline = true};
    p = compile_text(vm, text, &pl, VM_ECHO_NONE, false);
  }
  Value src = rt_str_from_c(text);
  Value code = vm_code_from_source(p, src, file, mode);
  rt_decref(src);
  rt_decref(rt_obj(p));
  return code;
}

void vm_install_eval_builtins(void) {
  Value b = rt_builtins_module();
  rt_module_add_fn(b, "eval", b_eval);
  rt_module_add_fn(b, "exec", b_exec);
  rt_module_add_fn(b, "compile", b_compile);
  rt_module_add_fn(b, "globals", b_globals);
  rt_module_add_fn(b, "locals", b_locals);
}
