# A child process's writes to globals stay in the child.
from multiprocessing import Process

counter = 0


def bump():
    global counter
    counter += 100
    print("child sees", counter)


if __name__ == "__main__":
    p = Process(target=bump)
    p.start()
    p.join()
    print("parent sees", counter, p.exitcode, p.name)
# expect: child sees 100
# expect: parent sees 0 0 Process-1
