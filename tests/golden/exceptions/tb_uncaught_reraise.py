# An exception re-raised by a bare raise keeps its traceback: the frames it went through.
def parse(s):
    return int(s)

def load(s):
    try:
        return parse(s)
    except ValueError:
        print("load failed")
        raise

def main():
    load("12")
    load("x")

main()
# expect: load failed
# expect stderr: Traceback (most recent call last):
# expect stderr:   File "tb_uncaught_reraise.py", line 16, in <module>
# expect stderr:   File "tb_uncaught_reraise.py", line 14, in main
# expect stderr:   File "tb_uncaught_reraise.py", line 7, in load
# expect stderr:   File "tb_uncaught_reraise.py", line 3, in parse
# expect runtime error: ValueError: invalid literal for int() with base 10: 'x'
