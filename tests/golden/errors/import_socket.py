# An import of a module Weft does not have fails when it runs, as in CPython.
# no-cross-check: CPython has socket; Weft does not, and says so in CPython's words
print("before")
import socket
# expect: before
# expect runtime error: ModuleNotFoundError: No module named 'socket'
