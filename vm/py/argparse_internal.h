/* argparse_internal.h — what argparse.c (building parsers, parsing), argparse_format.c (usage and
 * help text) and argparse_sub.c (sub-commands, mutually exclusive groups, set_defaults) share.
 * An action is a dict ('option_strings', 'dest', 'action', 'nargs', 'const', 'default', 'type',
 * 'choices', 'required', 'help', 'metavar'; '_group' the add_argument_group number, '_mutex' the
 * mutually exclusive group number) kept in the parser's `_actions` list. */
#ifndef WEFT_ARGPARSE_INTERNAL_H
#define WEFT_ARGPARSE_INTERNAL_H

#include <stdbool.h>
#include <string.h>

#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/runtime.h"

#define ARGS Value data, int argc, const Value *argv, const Kwargs *kw
#define WIDTH 78    /* COLUMNS (80) - 2: shutil.get_terminal_size's fallback when stdout is no tty */
#define MAX_HELP 24 /* HelpFormatter's max_help_position */
#define SUPPRESS "==SUPPRESS=="

/* nargs as arity() counts it (a positive count is itself) */
enum { NARGS_OPTIONAL = -1, NARGS_ZERO_OR_MORE = -2, NARGS_ONE_OR_MORE = -3, NARGS_PARSER = -4, NARGS_REMAINDER = -5 };

typedef struct ApState {
  Value ns_class;     /* borrowed: the module holds them */
  Value group_class;
  Value sub_class;    /* _SubParsersAction */
  Value mutex_class;  /* _MutuallyExclusiveGroup */
  Value type_error_class; /* ArgumentTypeError: a type= function's own message */
  /* the formatter classes whose behaviour help follows (a subclass of one, or of several,
   * inherits it): RawDescriptionHelpFormatter, RawTextHelpFormatter, ArgumentDefaultsHelpFormatter */
  Value help_formatter_class, raw_description_class, raw_text_class, defaults_class;
} ApState;
/* The help text's ways, from the parser's formatter_class. */
typedef struct ApHelpStyle {
  bool raw_description; /* description, epilog and group descriptions kept line by line */
  bool raw_text;        /* an argument's help too */
  bool show_defaults;   /* " (default: %(default)s)" after an argument's help */
} ApHelpStyle;
ApState *ap_state(void);

static inline Value kwarg(const Kwargs *kw, const char *name) {
  for (int k = 0; kw && k < kw->n; k++) {
    if (strcmp(kw->names[k], name) == 0) return kw->values[k];
  }
  return rt_undef();
}

/* self.name (borrowed: the instance keeps it), RT_UNDEF when unset. */
static inline Value field(Value self, const char *name) {
  Value v = rt_instance_getattr_generic(self, name, false);
  if (!rt_is_undef(v)) rt_decref(v);
  return v;
}

static inline Value aget(Value action, const char *key) { return rt_dict_get_str(action, key); } /* borrowed */
static inline const char *astr(Value action, const char *key) {
  Value v = aget(action, key);
  return rt_is_str(v) ? rt_str_data(v) : NULL;
}
static inline bool is_suppress(Value v) { return rt_is_str(v) && strcmp(rt_str_data(v), SUPPRESS) == 0; }
static inline bool is_positional(Value action) { return RT_AS(List, aget(action, "option_strings"))->n == 0; }
static inline List *actions_of(Value parser) { return RT_AS(List, field(parser, "_actions")); }
static inline const char *prog_of(Value parser) { return rt_str_data(field(parser, "prog")); }

/* How many values an action takes: 0, a count, or one of the NARGS_ kinds. */
static inline int arity(Value action) {
  const char *act = astr(action, "action");
  if (strcmp(act, "parsers") == 0) return NARGS_PARSER;
  if (strcmp(act, "store") && strcmp(act, "append")) return 0;
  Value n = aget(action, "nargs");
  if (rt_is_undef(n) || rt_is_none(n)) return 1;
  if (n.tag == RT_INT) return (int)n.as.i;
  const char *s = rt_str_data(n);
  if (strcmp(s, "A...") == 0) return NARGS_PARSER;
  if (strcmp(s, "...") == 0) return NARGS_REMAINDER;
  return s[0] == '?' ? NARGS_OPTIONAL : s[0] == '*' ? NARGS_ZERO_OR_MORE : NARGS_ONE_OR_MORE;
}

/* ---- argparse_format.c ---- */
Value ap_format_usage(Value parser);                 /* "usage: ...\n" */
Value ap_format_help(Value parser);
Value ap_usage_positionals(Value parser);            /* prog and the positionals' usage (a sub-command's prefix) */
Value ap_action_name(Value action);                  /* "--n/-n", a metavar, a dest, "{a,b}" */

/* ---- argparse.c ---- */
void ap_write_to(const char *stream, Value text);    /* sys.<stream>.write(text) */
_Noreturn void ap_exit_with(int code);               /* raise SystemExit(code) */
/* The usage and "prog: error: message" on stderr; SystemExit(2). */
_Noreturn void ap_parse_error(Value parser, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
Value ap_new_class(const char *name);
void ap_set_method(Value cls, const char *name, NativeFn fn);
Value ap_new_action(Value opts, const char *dest, const char *action);

/* ---- argparse_sub.c ---- */
/* The parsers action took texts (the sub-command's name, then its arguments): the chosen parser
 * parses them into a namespace of its own, copied into ns; what it did not understand is
 * appended to extras. */
void ap_run_subparser(Value parser, Value ns, Value action, int n, const Value *texts, Value extras);
/* Action k (of parser's) was given a value: "not allowed with argument" when another of its
 * mutually exclusive group already was (given marks those given so far). */
void ap_check_conflict(Value parser, int64_t k, const bool *given);
/* After parsing: "one of the arguments ... is required" for a required group none of whose
 * actions was seen. */
void ap_check_required_groups(Value parser, const bool *seen);
/* set_defaults' names not yet set in ns. */
void ap_apply_defaults(Value parser, Value ns);
/* add_subparsers, set_defaults, get_default, add_mutually_exclusive_group on the parser class;
 * the _SubParsersAction and _MutuallyExclusiveGroup classes into module m. */
void ap_sub_init(Value m, Value parser_class);

#endif
