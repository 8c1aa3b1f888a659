# A module that raises while it runs is not left in sys.modules: importing it again runs it again
import sys
for attempt in range(2):
    try:
        import raises_body
    except ValueError as e:
        print("caught", e, "raises_body" in sys.modules)
import raises_body
# expect: raises_body runs
# expect: caught setup failed False
# expect: raises_body runs
# expect: caught setup failed False
# expect: raises_body runs
# expect stderr:   File "raises_body.py", line 4, in <module>
# expect runtime error: ValueError: setup failed
