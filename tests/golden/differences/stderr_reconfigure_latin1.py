# no-cross-check: Weft's stderr (tracebacks, warnings) is UTF-8; sys.stderr.reconfigure(encoding=) refuses other encodings (docs/language.md)
import sys
try:
    sys.stderr.reconfigure(encoding="latin-1")
except ValueError as e:
    print(e)
# expect: encoding 'latin-1' is not supported in Weft (the standard streams are UTF-8)
