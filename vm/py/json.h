/* json.h — what the json module's two files share: the decoder (json_decode.c) that json.c's
 * loads and load call. */
#ifndef WEFT_PY_JSON_H
#define WEFT_PY_JSON_H

#include "../obj/value.h"

/* The value the JSON text s (a str) holds, a new reference; raises err_cls (JSONDecodeError,
 * a subclass of ValueError) with CPython's messages and positions for text that is not JSON.
 * object_hook: None, or a callable each decoded object (a dict) goes through. */
Value py_json_decode(Value s, Value err_cls, Value object_hook);

#endif
