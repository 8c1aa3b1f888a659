# Worker threads are named PREFIX_K (or ThreadPoolExecutor-N_K).
import threading
from concurrent.futures import ThreadPoolExecutor


def name():
    return threading.current_thread().name


with ThreadPoolExecutor(max_workers=1, thread_name_prefix="pool") as ex:
    print(ex.submit(name).result())
with ThreadPoolExecutor(max_workers=1) as ex:
    print(ex.submit(name).result())
# expect: pool_0
# expect: ThreadPoolExecutor-0_0
