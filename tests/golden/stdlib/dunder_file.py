# __file__ of the script: the path as CPython 3.11 sets it, joined to the working directory
# (the runner passes a path under tests/golden), so programs can find files beside themselves.
import os

print(os.path.isabs(__file__))
print(os.path.basename(__file__))
print(os.path.basename(os.path.dirname(os.path.abspath(__file__))))
print(os.path.exists(os.path.join(os.path.dirname(__file__), "dunder_file.py")))
print(__file__.endswith("stdlib/dunder_file.py"))
# expect: True
# expect: dunder_file.py
# expect: stdlib
# expect: True
# expect: True
