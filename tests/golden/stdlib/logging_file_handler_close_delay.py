# FileHandler as CPython's: close() drops the stream and a later record reopens the file (mode
# 'a'), or is dropped (mode 'w'); delay=True opens the file at the first record.
import logging
import os
import tempfile

os.chdir(tempfile.mkdtemp())
log = logging.getLogger("app")
appending = logging.FileHandler("a.log")
log.addHandler(appending)
log.warning("first")
appending.close()
log.warning("after close")
print(repr(open("a.log").read()), appending.stream is None)
log.removeHandler(appending)
writing = logging.FileHandler("w.log", mode="w")
log.addHandler(writing)
log.warning("kept")
writing.close()
log.warning("dropped")
print(repr(open("w.log").read()), writing.stream)
log.removeHandler(writing)
lazy = logging.FileHandler("d.log", delay=True)
print(os.path.exists("d.log"))
log.addHandler(lazy)
log.error("opened now")
print(repr(open("d.log").read()))
# expect: 'first\nafter close\n' False
# expect: 'kept\n' None
# expect: False
# expect: 'opened now\n'
