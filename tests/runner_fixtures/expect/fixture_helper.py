# golden-module: imported by pass_module.py; the runner must not run it as a program
# (if it did, it would fail: its expectation is wrong)
VALUE = 42
print("never")  # expect: something else
