# cpu_count, current_process().name in parent and child, Process subclasses.
import multiprocessing
import os


class Greeter(multiprocessing.Process):
    def run(self):
        print("hello from", multiprocessing.current_process().name)


if __name__ == "__main__":
    print(multiprocessing.cpu_count() == os.cpu_count(), multiprocessing.current_process().name)
    g = Greeter()
    print(g.pid, g.exitcode)
    g.start()
    g.join()
    print(g.exitcode, g.name, isinstance(g.pid, int))
# expect: True MainProcess
# expect: None None
# expect: hello from Greeter-1
# expect: 0 Greeter-1 True
