# Joining a thread that was never started is a RuntimeError.
import threading

threading.Thread(target=print).join()
# expect runtime error: RuntimeError: cannot join thread before it is started
