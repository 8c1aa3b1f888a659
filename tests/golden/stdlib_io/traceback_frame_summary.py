# FrameSummary: made by hand or from a traceback; its repr, unpacking as a 4-tuple, indexing,
# and equality with another summary or with the tuple.
import traceback

fs = traceback.FrameSummary("lib.py", 3, "helper", line="x = compute()")
print(fs.filename, fs.lineno, fs.name, fs.line)
print(repr(fs))
filename, lineno, name, line = fs
print(filename, lineno, name, line, fs[2], len(fs))
print(fs == ("lib.py", 3, "helper", "x = compute()"), fs == traceback.FrameSummary("lib.py", 3, "helper", line="x = compute()"))
print(fs == ("lib.py", 4, "helper", "x = compute()"), fs == 5)
print(repr(traceback.FrameSummary("missing_file.py", 1, "f").line))
# expect: lib.py 3 helper x = compute()
# expect: <FrameSummary file lib.py, line 3 in helper>
# expect: lib.py 3 helper x = compute() helper 4
# expect: True True
# expect: False False
# expect: ''
