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
} JsonHooks;

/* The value the JSON text s (a str) holds, a new reference; raises err_cls (JSONDecodeError,
 * a subclass of ValueError) with CPython's messages and positions for text that is not JSON. */
Value py_json_decode(Value s, Value err_cls, const JsonHooks *hooks);

/* The library frames an error of loads or load starts with (json/__init__.py's), into out
 * (room for 2); returns their number. */
int py_json_entry_frames(const JsonHooks *hooks, PyLibLine *out);

#endif
