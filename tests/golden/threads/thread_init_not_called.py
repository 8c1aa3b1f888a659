# A Thread subclass whose __init__ forgets super().__init__() cannot start.
import threading


class Bad(threading.Thread):
    def __init__(self):
        pass

    def run(self):
        print("never")


Bad().start()
# expect runtime error: RuntimeError: thread.__init__() not called
