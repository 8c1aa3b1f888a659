/* json.h — what the json module's two files share: the decoder (json_decode.c) that json.c's
 * loads and load call. */
#ifndef WEFT_PY_JSON_H
#define WEFT_PY_JSON_H

#include <stdbool.h>

#include "../obj/value.h"
#include "lib_source.h"

/* loads' hooks, each None or a callable: object_hook (each decoded object, a dict),
 * object_pairs_hook (each object as a list of (key, value) pairs; it wins over object_hook),
 * parse_float and parse_int (a number's text), parse_constant ('NaN', 'Infinity',
 * '-Infinity'). */
typedef struct JsonHooks {
  Value object_hook, object_pairs_hook, parse_float, parse_int, parse_constant;
  bool via_load;  /* json.load called: CPython's traceback shows load's frame */
  bool with_cls;  /* a hook given: CPython's loads decodes through cls(**kw), not its default decoder */
  bool direct;    /* a JSONDecoder's decode or raw_decode called by the program: no json.loads frame */
  bool raw;       /* raw_decode called by the program: no decode frame either */
} JsonHooks;

/* The value the JSON text s (a str) holds, a new reference; raises err_cls (JSONDecodeError,
 * a subclass of ValueError) with CPython's messages and positions for text that is not JSON. */
Value py_json_decode(Value s, Value err_cls, const JsonHooks *hooks);

/* raw_decode: the one value that starts at character idx of s (no white space skipped there),
 * a new reference; *end gets the character index just after it. */
Value py_json_raw_decode(Value s, Value err_cls, const JsonHooks *hooks, int64_t idx, int64_t *end);

/* json.loads(s, cls=cls, **kw): cls(**kw).decode(s), s a str; base is JSONDecoder. When cls
 * keeps base's decode, the parse runs here with the frames entry names (json.loads's). */
Value py_json_loads_cls(Value cls, Value base, Value err_cls, Value s, const Kwargs *kw, const JsonHooks *entry);
/* The class json.JSONDecoder, whose errors are err_cls (JSONDecodeError). */
Value py_json_decoder_class(Value err_cls);

/* The library frames an error of loads or load starts with (json/__init__.py's), into out
 * (room for 2); returns their number. */
int py_json_entry_frames(const JsonHooks *hooks, PyLibLine *out);

#endif
