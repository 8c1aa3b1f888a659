# os.path.expanduser: ~ is $HOME (set through os.environ), ~name that user's home; else unchanged.
import os, os.path
os.environ["HOME"] = "/home/tester/"
print(os.path.expanduser("~"), os.path.expanduser("~/notes.txt"), os.path.expanduser("a~"))
print(os.path.expanduser("~root/q"), os.path.expanduser("~nosuchuser_zz/x"))

# expect: /home/tester /home/tester/notes.txt a~
# expect: /root/q ~nosuchuser_zz/x
