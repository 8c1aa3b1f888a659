# An encoding other than UTF-8 is refused: Weft's text is UTF-8 (a known difference from CPython)
import sys
try:
    sys.stdout.reconfigure(encoding="latin-1")
except ValueError as e:
    print(e)
# expect: encoding 'latin-1' is not supported in Weft (files are UTF-8)
