# An uncaught SystemExit ends the program without a traceback; a message goes to stderr.
try:
    raise SystemExit(0)
except SystemExit as e:
    print("caught exit", e.code)
print("going")
raise SystemExit("stopping here")
# expect: caught exit 0
# expect: going
# expect runtime error: stopping here
