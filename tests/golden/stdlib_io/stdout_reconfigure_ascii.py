# sys.stdout.reconfigure(encoding=, errors=): print and sys.stdout.write encode what they write;
# an encoding error leaves the pieces print wrote before it
import sys
print("before: é", sys.stdout.encoding)
sys.stdout.reconfigure(encoding="ascii", errors="backslashreplace")
print("naïve €", sys.stdout.encoding, sys.stdout.errors)
sys.stdout.write("wörld\n")
sys.stdout.reconfigure(errors="replace")
print("é?")
sys.stdout.reconfigure(errors="strict")
print("ok", "é")
# expect: before: é utf-8
# expect: na\xefve \u20ac ascii backslashreplace
# expect: w\xf6rld
# expect: ??
# expect: ok 
# expect runtime error: UnicodeEncodeError: 'ascii' codec can't encode character '\xe9' in position 0: ordinal not in range(128)
