/** An unknown back-office page or record (an order number that does not exist). */
export default function AdminNotFound() {
  return (
    <main>
      <h1>Not found</h1>
      <p>There is no such page or record. <a href="/admin/orders">Back to the orders</a></p>
    </main>
  );
}
