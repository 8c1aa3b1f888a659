# finally runs when return leaves the try, the except or the else; a return in finally wins.
log = []

def f1():
    try:
        return "try"
    finally:
        log.append("f1")

def f2():
    try:
        1 / 0
    except ZeroDivisionError:
        return "except"
    finally:
        log.append("f2")

def f3():
    try:
        pass
    except ValueError:
        pass
    else:
        return "else"
    finally:
        log.append("f3")

def f4():
    try:
        return "try"
    finally:
        return "finally"

def f5():
    try:
        raise ValueError("lost")
    finally:
        return "swallowed"

def f6(x):
    try:
        return x
    finally:
        x = 99

def f7():
    try:
        try:
            return "inner"
        finally:
            log.append("f7 inner")
    finally:
        log.append("f7 outer")

print(f1(), f2(), f3(), f4(), f5(), f6(5), f7())
print(log)
# expect: try except else finally swallowed 5 inner
# expect: ['f1', 'f2', 'f3', 'f7 inner', 'f7 outer']
