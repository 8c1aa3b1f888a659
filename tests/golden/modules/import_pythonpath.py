# no-cross-check: the runner sets PYTHONPATH for weft's run only
# env: PYTHONPATH=libdir
# PYTHONPATH's folders follow sys.path[0], made absolute; imports search them
import os
import sys

print(sys.path[1] == os.path.join(os.getcwd(), "libdir"))
import libmod
print(libmod.NAME)
# expect: True
# expect: libmod from libdir
