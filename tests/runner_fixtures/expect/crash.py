# fixture: fail killed by SIGSEGV
import os
import signal
os.kill(os.getpid(), signal.SIGSEGV)
# expect: never
