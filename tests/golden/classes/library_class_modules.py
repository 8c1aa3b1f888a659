# Library classes made by type() in C keep their module: their reprs name it, as CPython's.
import textwrap, collections, zipfile, threading, queue, configparser
print(textwrap.TextWrapper, collections.UserDict, collections.UserList, zipfile.BadZipFile)
print(threading.Thread, threading.BrokenBarrierError, queue.Full, configparser.ConfigParser)

# expect: <class 'textwrap.TextWrapper'> <class 'collections.UserDict'> <class 'collections.UserList'> <class 'zipfile.BadZipFile'>
# expect: <class 'threading.Thread'> <class 'threading.BrokenBarrierError'> <class 'queue.Full'> <class 'configparser.ConfigParser'>
